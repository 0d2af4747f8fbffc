-- An attempt is counted when it is claimed, not when its result is recorded
-- (docs/contact-function.md#retries): a worker killed mid-way (CPU or memory limit, a deploy)
-- records nothing, and before this the same message or digest was claimed again every minute,
-- forever, at attempt 0. Now the claim adds the attempt and sets the next try by the schedule the
-- function passes (p_backoff[n]: seconds after the n-th attempt), so an attempt that never
-- finishes waits like one that failed, and the message moves to the slow lane and is given up
-- like any other. The recording adds no second attempt for a claimed one (attempt_open).

alter table public.contact_messages
  add column attempt_open boolean not null default false;

-- Rows whose every attempt is spent and whose last one never finished: given up, as a failed
-- last attempt would have been.
create function contact_private.give_up_unfinished(p_max_attempts integer)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.contact_messages m
  set failed_at = now(), next_attempt_at = null, attempt_open = false,
      last_error = left(format('given up after %s attempts; the last never finished (%s)',
                               m.attempts, coalesce(m.last_error, 'no error recorded')), 500)
  where m.notified_at is null and m.failed_at is null and m.next_attempt_at <= now()
    and m.attempts >= p_max_attempts
$$;

drop function public.contact_claim_due(integer, integer);
create function public.contact_claim_due(
  p_limit integer, p_lease_seconds integer, p_backoff integer[]
)
returns table (
  id uuid, received_at timestamptz, name text, email text, phone text, service text,
  message text, page_origin text, attempts integer
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform contact_private.give_up_unfinished(cardinality(p_backoff));
  return query
  with due as (
    select m.id from public.contact_messages m
    where m.notified_at is null and not m.deferred and m.next_attempt_at <= now()
    order by m.next_attempt_at
    limit p_limit
    for update skip locked
  )
  update public.contact_messages m
  set attempts = m.attempts + 1, attempt_open = true,
      next_attempt_at = clock_timestamp() + make_interval(
        secs => greatest(p_lease_seconds, coalesce(p_backoff[m.attempts + 1], 0)))
  from due where m.id = due.id
  -- The attempts before this one, as the function counts them.
  returning m.id, m.received_at, m.name, m.email, m.phone, m.service, m.message, m.page_origin,
    m.attempts - 1;
end
$$;

drop function public.contact_claim_digest_batch(integer, integer, integer, integer);
create function public.contact_claim_digest_batch(
  p_limit integer, p_lease_seconds integer, p_budget integer, p_window_seconds integer,
  p_backoff integer[]
)
returns table (
  digest_id uuid, id uuid, received_at timestamptz, name text, email text, phone text,
  service text, message text, page_origin text, attempts integer
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch uuid;
begin
  perform contact_private.give_up_unfinished(cardinality(p_backoff));
  select m.digest_id into batch from public.contact_messages m
  where m.digest_id is not null and m.notified_at is null and m.failed_at is null
    and m.next_attempt_at <= now()
  order by m.received_at limit 1
  for update skip locked;
  if batch is null then
    if not exists (
      select from public.contact_messages m
      where m.notified_at is null and m.deferred and m.failed_at is null
        and m.digest_id is null and m.next_attempt_at <= now()
    ) or exists (
      select from contact_private.marks k where k.name = 'digest_claimed'
        and k.at > now() - make_interval(secs => greatest(p_window_seconds, 0) / 24)
    ) or not public.contact_reserve_email(p_budget, p_window_seconds) then
      return;
    end if;
    insert into contact_private.marks as k values ('digest_claimed', now())
    on conflict on constraint marks_pkey do update set at = now();
    batch := gen_random_uuid();
    update public.contact_messages m set digest_id = batch
    where m.id in (
      select d.id from public.contact_messages d
      where d.notified_at is null and d.deferred and d.failed_at is null
        and d.digest_id is null and d.next_attempt_at <= now()
      order by d.received_at limit p_limit
      for update skip locked
    );
  end if;
  return query
  update public.contact_messages m
  set attempts = m.attempts + 1, attempt_open = true,
      next_attempt_at = clock_timestamp() + make_interval(
        secs => greatest(p_lease_seconds, coalesce(p_backoff[m.attempts + 1], 0)))
  where m.digest_id = batch and m.notified_at is null and m.failed_at is null
  returning m.digest_id, m.id, m.received_at, m.name, m.email, m.phone, m.service, m.message,
    m.page_origin, m.attempts - 1;
end
$$;

-- As in 20261125180000, but an attempt counted at its claim is not counted again, and a message
-- another worker has claimed (attempt_open) is not brought forward.
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
    set attempts = attempts + case when attempt_open then 0 else 1 end, attempt_open = false,
        notified_at = now(), next_attempt_at = null, last_error = p_error
    where id = any(p_ids) and notified_at is null;
    update public.contact_messages set next_attempt_at = now()
    where notified_at is null and failed_at is null and attempts >= 10 and not attempt_open
      and next_attempt_at > now() + make_interval(secs => p_lease_seconds);
    return raised;
  end if;
  for failed in
    update public.contact_messages
    set attempts = attempts + case when attempt_open then 0 else 1 end, attempt_open = false,
        last_error = left(p_error, 500),
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

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public`: the new signatures are for the function's role alone.
do $$
declare
  fn text;
  role_name text;
begin
  revoke all on function contact_private.give_up_unfinished(integer) from public;
  foreach fn in array array['public.contact_claim_due(integer, integer, integer[])',
    'public.contact_claim_digest_batch(integer, integer, integer, integer, integer[])'] loop
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
