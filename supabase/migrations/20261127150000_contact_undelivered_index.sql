-- Every request checks the ceiling of undelivered rows (contact_accept: a count of rows with
-- `notified_at is null`, stopped at the ceiling). No index had that predicate (the waiting indexes
-- also need `failed_at is null`), so the check read the whole table: every message kept for the
-- retention, delivered or not. At 20,000 kept messages it cost 3.8 ms of the database's time per
-- request and took the function's p95 at 50 in flight from 180 to 249 ms (docs/performance.md).
-- This index holds only the few undelivered rows, so the check reads those and nothing else.
-- Expand only: an index, nothing the previous release reads changes.

create index contact_messages_undelivered on public.contact_messages (received_at)
  where notified_at is null;
