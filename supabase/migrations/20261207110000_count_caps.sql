-- Counts that stay small, and a weekly report that is sent again when it fails (issue #66;
-- docs/contact-function.md, "After the e-mail"). Only adds: every function the previous release
-- calls keeps its signature and its answer.
--
-- * contact_count_page_event (same signature): a day holds at most 200 rows of counts, whatever
--   is sent. A page and kind already counted today adds one to its row; a new one takes a row of
--   its own while the day has fewer than 195 such rows, else it adds to the day's one
--   '(other pages)' row of its kind (5 kinds: 195 + 5 = 200). The row count is read again under
--   a lock of its own, taken only while the day has room, so two calls cannot both take the last
--   row; a full day takes no lock.
-- * contact_purge (same signature): also deletes counts older than 400 days, so the table holds
--   at most 400 x 200 = 80,000 small rows.
-- * The weekly report's turn with a retry: contact_weekly_claim claims the week once and keeps it
--   (contact_private.weekly_reports) until contact_weekly_record says it was sent or given up; a
--   failed send is claimed again when the function says (the next run first), with the same week
--   and so the same Idempotency-Key. A worker that dies mid-send records nothing: the claim's
--   lease runs out and the next run takes the report again, at most p_max_attempts times in all
--   (then the claim gives the week up and the next week's report is due), so a report that keeps
--   failing spends at most that many e-mails of the budget. contact_weekly_turn stays for the
--   previous release.

-- ## At most 200 rows of counts a day

create or replace function public.contact_count_page_event(
  p_keys jsonb, p_window_seconds integer, p_page text, p_kind text
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait integer;
  today date := (now() at time zone 'utc')::date;
  other constant text := '(other pages)';
  named_rows constant integer := 195;
begin
  wait := contact_private.count_hit(p_keys, p_window_seconds);
  if wait is not null then
    return wait;
  end if;
  -- The common case: the page and kind have their row today.
  update public.contact_page_counts c set count = c.count + 1
  where c.day = today and c.page = p_page and c.kind = p_kind;
  if found then
    return null;
  end if;
  -- A day's rows only grow (the purge takes days 400 days old): a full day needs no lock.
  if (select count(*) from public.contact_page_counts c
      where c.day = today and c.page <> other) < named_rows then
    perform pg_advisory_xact_lock(hashtextextended('contact-page-counts', 0));
    if (select count(*) from public.contact_page_counts c
        where c.day = today and c.page <> other) < named_rows then
      insert into public.contact_page_counts as c (day, page, kind, count)
      values (today, p_page, p_kind, 1)
      on conflict (day, page, kind) do update set count = c.count + 1;
      return null;
    end if;
    -- Full meanwhile: unless another call took this page's row, the day's other pages.
    update public.contact_page_counts c set count = c.count + 1
    where c.day = today and c.page = p_page and c.kind = p_kind;
    if found then
      return null;
    end if;
  end if;
  insert into public.contact_page_counts as c (day, page, kind, count)
  values (today, other, p_kind, 1)
  on conflict (day, page, kind) do update set count = c.count + 1;
  return null;
end
$$;

-- ## Counts older than 400 days go with the purge

create or replace function public.contact_purge(p_retention_days integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  purged integer;
  days integer := greatest(coalesce(p_retention_days, 730), 30);
begin
  delete from public.contact_messages m
  where m.received_at < now() - make_interval(days => days) and m.notified_at is not null;
  get diagnostics purged = row_count;
  delete from public.contact_events
  where message_id is null and created_at < now() - make_interval(days => days);
  delete from public.contact_email_sends where at < now() - interval '1 day';
  -- Counts hold no personal data: kept 400 days, a year and a month to compare with.
  delete from public.contact_page_counts
  where day < (now() at time zone 'utc')::date - 400;
  if to_regclass('cron.job_run_details') is not null and to_regclass('cron.job') is not null then
    execute $sql$
      delete from cron.job_run_details
      where end_time < now() - interval '7 days'
        and jobid in (select jobid from cron.job where jobname = 'contact-email-retry')
    $sql$;
  end if;
  return purged;
end
$$;

-- ## The weekly report, claimed until it is sent

-- The report claimed and not yet sent (at most one row): its week, and the attempts so far.
create table contact_private.weekly_reports (
  week_end timestamptz primary key,
  week_start timestamptz not null,
  attempts integer not null default 0
);
alter table contact_private.weekly_reports enable row level security;

-- 'wait' (not due, or the e-mail budget is spent: asked again on the next run), 'quiet' (due,
-- but the week had no request and no count: skipped, its turn moves on), 'due' (one e-mail
-- reserved in the budget; the week and the attempt it is) or 'gave_up' (claimed p_max_attempts
-- times already and never recorded as sent: dropped, nothing reserved, the next week's report due
-- 7 days after its week). A report claimed before and not yet recorded as sent is the one claimed
-- again, with its own week. The claim leases it for p_lease_seconds: a worker that dies mid-send,
-- or fails before it can record anything, records nothing, and the report is due again then; the
-- cap on attempts is what keeps such a report from reserving an e-mail every lease.
create function public.contact_weekly_claim(
  p_budget integer, p_window_seconds integer, p_lease_seconds integer, p_max_attempts integer
)
returns table (turn text, week_start timestamptz, week_end timestamptz, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  due_at timestamptz;
  pending contact_private.weekly_reports;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact-weekly-report', 0));
  select k.at into due_at from contact_private.marks k where k.name = 'weekly_report_due';
  if due_at is null then
    insert into contact_private.marks (name, at) values ('weekly_report_due', now() + interval '7 days');
    return query select 'wait', null::timestamptz, null::timestamptz, 0;
    return;
  end if;
  if due_at > now() then
    return query select 'wait', null::timestamptz, null::timestamptz, 0;
    return;
  end if;
  select * into pending from contact_private.weekly_reports r order by r.week_end limit 1;
  if pending.week_end is not null and pending.attempts >= greatest(p_max_attempts, 1) then
    delete from contact_private.weekly_reports r where r.week_end = pending.week_end;
    update contact_private.marks set at = greatest(pending.week_end + interval '7 days', now())
    where name = 'weekly_report_due';
    return query select 'gave_up', pending.week_start, pending.week_end, pending.attempts;
    return;
  end if;
  if pending.week_end is null then
    if not exists (select from public.contact_messages m where m.received_at > now() - interval '7 days')
       and not exists (select from public.contact_page_counts c
                       where c.day > ((now() - interval '7 days') at time zone 'utc')::date) then
      update contact_private.marks set at = now() + interval '7 days' where name = 'weekly_report_due';
      return query select 'quiet', now() - interval '7 days', now(), 0;
      return;
    end if;
    -- In milliseconds, as the function reads and passes it back (and keys the e-mail by it).
    insert into contact_private.weekly_reports (week_end, week_start)
    values (date_trunc('milliseconds', now()), date_trunc('milliseconds', now()) - interval '7 days')
    returning * into pending;
  end if;
  if not public.contact_reserve_email(p_budget, p_window_seconds) then
    return query select 'wait', null::timestamptz, null::timestamptz, 0;
    return;
  end if;
  update contact_private.weekly_reports r set attempts = r.attempts + 1
  where r.week_end = pending.week_end
  returning * into pending;
  update contact_private.marks set at = now() + make_interval(secs => p_lease_seconds)
  where name = 'weekly_report_due';
  return query select 'due', pending.week_start, pending.week_end, pending.attempts;
end
$$;

-- What became of a claimed report: p_retry_in null, sent (or given up): the next report is due 7
-- days after this one's week; else it failed, and is due again in p_retry_in seconds (0: the next
-- run).
create function public.contact_weekly_record(p_week_end timestamptz, p_retry_in integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('contact-weekly-report', 0));
  if not exists (select from contact_private.weekly_reports r where r.week_end = p_week_end) then
    return;
  end if;
  if p_retry_in is null then
    delete from contact_private.weekly_reports r where r.week_end = p_week_end;
    update contact_private.marks set at = greatest(p_week_end + interval '7 days', now())
    where name = 'weekly_report_due';
  else
    update contact_private.marks set at = now() + make_interval(secs => greatest(p_retry_in, 0))
    where name = 'weekly_report_due';
  end if;
end
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public` and exposes public functions over REST: these are for the function's role alone.
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array[
    'public.contact_count_page_event(jsonb, integer, text, text)',
    'public.contact_purge(integer)',
    'public.contact_weekly_claim(integer, integer, integer, integer)',
    'public.contact_weekly_record(timestamptz, integer)'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
end
$$;
