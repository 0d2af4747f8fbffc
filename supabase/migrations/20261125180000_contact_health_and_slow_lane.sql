-- The contact function, watched and healing (docs/contact-function.md). Expand only: the calls
-- of the previous release keep working.
--   * the time of the last retry run, and of each once-a-while alert, kept as timestamps;
--   * contact_health: how long the oldest message has waited, when the retry last ran, stalled?
--   * a stall raises one alert at most every 6 hours;
--   * a message that exhausted its quick attempts waits in a slow lane (the function retries it
--     every 6 hours for 14 days) and is due at once when any e-mail goes through again;
--   * once a day, a note of the requests still undelivered;
--   * the purge keeps every message that was never e-mailed;
--   * the retry job warns when its Vault secrets are missing.

-- When something last happened: 'retry_ran', 'stall_alerted', 'undelivered_noted',
-- 'ceiling_alerted', 'digest_claimed'. Isolates share nothing, so this lives here.
create table contact_private.marks (name text primary key, at timestamptz not null);

-- Messages neither e-mailed nor given up, oldest first: the health answer reads only the head.
create index contact_messages_waiting on public.contact_messages (received_at)
  where notified_at is null and failed_at is null;
create index contact_messages_waiting_own on public.contact_messages (received_at)
  where notified_at is null and failed_at is null and not deferred;

alter table public.contact_events drop constraint contact_events_kind_check;
alter table public.contact_events add constraint contact_events_kind_check check (kind in (
  'message.received', 'message.failed', 'message.slow_lane', 'email.budget_reached',
  'delivery.stalled', 'messages.undelivered', 'storage.ceiling', 'database.failing'));

-- Sets a mark to now when it is older than p_every (or missing); true when this call set it.
create function contact_private.mark_if_older(p_name text, p_every interval)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  changed integer;
begin
  insert into contact_private.marks as m (name, at) values (p_name, now())
  on conflict (name) do update set at = now() where m.at < now() - p_every;
  get diagnostics changed = row_count;
  return changed > 0;
end
$$;

-- The health answer. Waiting: neither e-mailed nor given up; held back by the budget is waiting
-- by design and counts only toward "the retry is not running". Stalled: a message (not held back)
-- has waited more than 30 minutes, or one waits and no retry ran in the last 10 minutes.
create function public.contact_health()
returns table (oldest_waiting_seconds integer, last_retry_at timestamptz, stalled boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select
    floor(extract(epoch from now() - own.at))::integer,
    ran.at,
    coalesce(own.at < now() - interval '30 minutes', false)
      or (any_.at is not null and coalesce(ran.at, any_.at) < now() - interval '10 minutes')
  from (select min(received_at) as at from public.contact_messages
        where notified_at is null and failed_at is null and not deferred) own,
       (select min(received_at) as at from public.contact_messages
        where notified_at is null and failed_at is null) any_,
       (select max(at) as at from contact_private.marks where name = 'retry_ran') ran
$$;

-- One delivery.stalled alert when stalled and none in the last 6 hours (returned for the log
-- whether or not a webhook is set; leased for it when one is).
create function contact_private.stall_alert(p_webhook boolean, p_lease_seconds integer)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  h record;
begin
  -- The common case in one index probe: nothing has waited 10 minutes, so nothing is stalled.
  if not exists (
    select from public.contact_messages m
    where m.notified_at is null and m.failed_at is null
      and m.received_at < now() - interval '10 minutes'
  ) then
    return '[]'::jsonb;
  end if;
  select * into h from public.contact_health();
  if not h.stalled or not contact_private.mark_if_older('stall_alerted', interval '6 hours') then
    return '[]'::jsonb;
  end if;
  return jsonb_build_array(public.contact_new_event(
    'delivery.stalled', null,
    format('Quote requests are stalled: the oldest has waited %s min, the retry last ran %s. Check the send-contact-email log and its /health answer',
           coalesce(h.oldest_waiting_seconds / 60, 0),
           coalesce(to_char(h.last_retry_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), 'never')),
    case when p_webhook then p_lease_seconds end));
end
$$;

-- Deletes messages older than the retention (never less than 30 days) that were e-mailed; a
-- message never e-mailed stays whatever its alerts did. The rest as before.
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

-- The retry entry's first call: records that the retry ran, purges, and raises the daily note of
-- requests still undelivered (older than an hour) and a stall alert if one is due.
create function public.contact_retry_begin(
  p_retention_days integer, p_webhook boolean, p_lease_seconds integer
)
returns table (purged integer, events jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  raised jsonb := '[]'::jsonb;
  waiting integer;
  oldest timestamptz;
begin
  insert into contact_private.marks (name, at) values ('retry_ran', now())
  on conflict (name) do update set at = now();
  purged := public.contact_purge(p_retention_days);
  select count(*), min(m.received_at) into waiting, oldest from public.contact_messages m
  where m.notified_at is null and m.received_at < now() - interval '1 hour';
  if waiting > 0 and contact_private.mark_if_older('undelivered_noted', interval '1 day') then
    raised := raised || public.contact_new_event(
      'messages.undelivered', null,
      format('%s quote request(s) not e-mailed yet, the oldest from %s; they are kept in contact_messages and retried every 6 hours for 14 days',
             waiting, to_char(oldest at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')),
      case when p_webhook then p_lease_seconds end);
  end if;
  events := raised || contact_private.stall_alert(p_webhook, p_lease_seconds);
  return next;
end
$$;

-- Records one attempt, as before, plus 'slow': the quick attempts are spent, so the message
-- moves to the slow lane (due again in p_retry_in seconds) and the owner is alerted once. A
-- 'sent' e-mail brings every slow-lane message forward: the provider answers again.
create or replace function public.contact_record_attempt(
  p_ids uuid[], p_outcome text, p_error text, p_retry_in integer, p_webhook boolean,
  p_lease_seconds integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  raised jsonb := '[]'::jsonb;
  failed record;
begin
  if p_outcome = 'sent' then
    update public.contact_messages
    set attempts = attempts + 1, notified_at = now(), next_attempt_at = null, last_error = p_error
    where id = any(p_ids) and notified_at is null;
    update public.contact_messages set next_attempt_at = now()
    where notified_at is null and failed_at is null and attempts >= 10
      and next_attempt_at > now() + make_interval(secs => p_lease_seconds);
    return raised;
  end if;
  for failed in
    update public.contact_messages
    set attempts = attempts + 1, last_error = left(p_error, 500),
        next_attempt_at = case when p_outcome in ('retry', 'slow')
                               then now() + make_interval(secs => p_retry_in) end,
        failed_at = case when p_outcome = 'failed' then now() end
    where id = any(p_ids) and notified_at is null
    returning id, name
  loop
    if p_outcome in ('failed', 'slow') and p_webhook then
      raised := raised || public.contact_new_event(
        case when p_outcome = 'slow' then 'message.slow_lane' else 'message.failed' end,
        failed.id,
        case when p_outcome = 'slow'
          then format('A quote request from %s could not be e-mailed for a day (%s); it is kept and retried every 6 hours for 14 days',
                      failed.name, left(p_error, 120))
          else format('A quote request from %s could not be e-mailed (%s); it is kept in contact_messages',
                      failed.name, left(p_error, 120)) end,
        p_lease_seconds);
    end if;
  end loop;
  return raised;
end
$$;

-- Messages the previous release gave up after its quick attempts (not refused for good) go to
-- the slow lane while they are under 14 days old: nobody needs to requeue them by hand.
update public.contact_messages
set failed_at = null, next_attempt_at = now(), attempts = greatest(attempts, 10)
where failed_at is not null and notified_at is null and last_error like '%(given up after%'
  and received_at > now() - interval '14 days';

-- The retry job's post, or a warning naming what is missing: a job that silently does nothing
-- is how messages waited unseen.
create function contact_private.post_retry()
returns void
language plpgsql
set search_path = ''
as $$
declare
  url text;
  secret text;
begin
  select decrypted_secret into url from vault.decrypted_secrets where name = 'contact_retry_url';
  select decrypted_secret into secret from vault.decrypted_secrets where name = 'contact_retry_secret';
  if url is null or secret is null then
    raise warning 'contact-email-retry: Vault secret % is missing; the retry does not run (supabase/setup.sql)',
      concat_ws(' and ', case when url is null then 'contact_retry_url' end,
                case when secret is null then 'contact_retry_secret' end);
    return;
  end if;
  perform net.http_post(
    url := url,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-retry-secret', secret),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end
$$;

do $$
begin
  if to_regnamespace('cron') is null or to_regnamespace('net') is null then
    return;
  end if;
  execute $sql$
    select cron.schedule('contact-email-retry', '* * * * *', 'select contact_private.post_retry()')
  $sql$;
end
$$;

revoke all on function public.contact_health() from public;
revoke all on function public.contact_retry_begin(integer, boolean, integer) from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format('revoke all on function public.contact_health() from %I', role_name);
      execute format(
        'revoke all on function public.contact_retry_begin(integer, boolean, integer) from %I',
        role_name);
    end if;
  end loop;
end
$$;
grant execute on function public.contact_health(), public.contact_retry_begin(integer, boolean, integer)
  to contact_function;
