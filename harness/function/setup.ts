// Real processes and a real database: cases take seconds, and the fault cases wait out timeouts.
jest.setTimeout(60_000);
