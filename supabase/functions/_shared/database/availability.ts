/**
 * Whether a database error means the database cannot answer (the fallback e-mails the message)
 * or that the statement itself failed (a bug: 500, logged as one). A visitor's input must never
 * pass for an outage, or one crafted post would turn every limit off.
 */

/**
 * SQLSTATE classes and codes of a database that is not available [S30]: 08 connection
 * exceptions, 28 a login refused (a rotated password, a pg_hba rule), 53 insufficient resources
 * (too many connections, disk full), 57P operator intervention (shutdown, crash, restart),
 * 25006 read-only (Supabase past the free plan's 500 MB), and the timeouts: 57014 a statement
 * cancelled, 55P03 a lock not taken (contact_accept's lock_timeout).
 */
const unavailableStates = /^(08|28|53|57P)|^(25006|57014|55P03)$/;

/**
 * Errors raised before any SQLSTATE: postgres.js's own (CONNECTION_CLOSED, CONNECT_TIMEOUT...),
 * the socket's (ECONNREFUSED, ECONNRESET, ETIMEDOUT...), the runtime's TLS failures, and the
 * request's own 4.5 s limit (`withTimeout`).
 */
const unavailableCodes =
  /^(CONNECTION_(CLOSED|ENDED|DESTROYED)|CONNECT_TIMEOUT|E(CONN(REFUSED|RESET|ABORTED)|TIMEDOUT|PIPE|HOSTUNREACH|NETUNREACH|NETDOWN|NOTFOUND|AI_AGAIN)|ERR_(TLS|SSL)_\w+|\w*CERT\w*)$/;
const unavailableNames =
  /^(ConnectionRefused|ConnectionReset|ConnectionAborted|TimedOut|BrokenPipe|NotConnected|AddrNotAvailable)$/;
const unavailableText = /timed out|certificate|tls|ssl|handshake/i;

export function isUnavailable(error: unknown) {
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  if (/^[0-9A-Z]{5}$/.test(code) && !unavailableCodes.test(code))
    return unavailableStates.test(code);
  return (
    unavailableCodes.test(code) ||
    unavailableNames.test(error.name) ||
    unavailableText.test(error.message)
  );
}
