-- After the e-mail (docs/contact-function.md#after-the-e-mail). Expand only:
--   * contacted_at: when the owner marked a request called back (the signed link in its e-mail);
--     the first mark wins;
--   * follow_up_at: when the one reminder for a request not called back was claimed, so it is
--     never sent twice;
--   * contact_page_counts: taps and form starts per day, page and kind, nothing else;
--   * the weekly report's schedule, in contact_private.marks ('weekly_report_due').

alter table public.contact_messages
  add column contacted_at timestamptz,
  add column follow_up_at timestamptz;
-- Requests e-mailed before this release are past any reminder: none is sent for them.
update public.contact_messages set follow_up_at = now() where notified_at is not null;
create index contact_messages_follow_up on public.contact_messages (notified_at)
  where contacted_at is null and follow_up_at is null and notified_at is not null;

alter table public.contact_events drop constraint contact_events_kind_check;
alter table public.contact_events add constraint contact_events_kind_check check (kind in (
  'message.received', 'message.failed', 'message.slow_lane', 'email.budget_reached',
  'delivery.stalled', 'messages.undelivered', 'storage.ceiling', 'database.failing',
  'message.follow_up'));

-- A day's count of one kind of tap on one page: no address, agent, cookie or identifier.
create table public.contact_page_counts (
  day date not null,
  page text not null check (char_length(page) <= 120),
  kind text not null
    check (kind in ('form_start', 'form_sent', 'call_tap', 'text_tap', 'directions_tap')),
  count integer not null default 0,
  primary key (day, page, kind)
);
alter table public.contact_page_counts enable row level security;
revoke all on table public.contact_page_counts from public;

-- Marks a request called back; the first time stays. The time, and whether it was already set;
-- no row when the request is gone (purged or forgotten).
create function public.contact_mark_contacted(p_id uuid)
returns table (contacted_at timestamptz, already boolean)
language sql
security definer
set search_path = ''
as $$
  with before as (select m.contacted_at from public.contact_messages m where m.id = p_id),
  marked as (
    update public.contact_messages m set contacted_at = coalesce(m.contacted_at, now())
    where m.id = p_id
    returning m.contacted_at
  )
  select marked.contacted_at, before.contacted_at is not null from marked, before
$$;

-- Counts one event against the sender's keys (contact_private.count_hit, the form's limits) and
-- then adds it to the day's count; the seconds to wait, without counting, when a key is full.
create function public.contact_count_page_event(
  p_keys jsonb, p_window_seconds integer, p_page text, p_kind text
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait integer;
begin
  wait := contact_private.count_hit(p_keys, p_window_seconds);
  if wait is not null then
    return wait;
  end if;
  insert into public.contact_page_counts as c (day, page, kind, count)
  values ((now() at time zone 'utc')::date, p_page, p_kind, 1)
  on conflict (day, page, kind) do update set count = c.count + 1;
  return null;
end
$$;

-- Requests e-mailed more than p_minutes ago and not marked called back, each claimed once (its
-- follow_up_at set in the same statement, so two retry runs never both remind), with the
-- webhook's line when there is a webhook.
create function public.contact_claim_follow_ups(
  p_minutes integer, p_webhook boolean, p_lease_seconds integer
)
returns table (id uuid, name text, service text, phone text, events jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed record;
begin
  for claimed in
    update public.contact_messages m set follow_up_at = now()
    where m.id in (
      select d.id from public.contact_messages d
      where d.contacted_at is null and d.follow_up_at is null and d.notified_at is not null
        and d.notified_at <= now() - make_interval(mins => p_minutes)
      order by d.notified_at limit 50
      for update skip locked
    )
    returning m.id, m.name, m.service, m.phone
  loop
    id := claimed.id;
    name := claimed.name;
    service := claimed.service;
    phone := claimed.phone;
    events := case when p_webhook then jsonb_build_array(public.contact_new_event(
      'message.follow_up', claimed.id,
      format('Not yet called back after %s min: %s (%s), %s', p_minutes, claimed.name,
             coalesce(nullif(claimed.service, ''), 'no service chosen'),
             coalesce(nullif(claimed.phone, ''), 'no phone')),
      p_lease_seconds)) else '[]'::jsonb end;
    return next;
  end loop;
end
$$;

-- The weekly report's turn: 'wait' (not due, or the e-mail budget is spent: asked again on the
-- next run), 'quiet' (due, but the week had no request and no count: skipped) or 'due' (one
-- e-mail reserved in the budget). The first is due 7 days after the first run; each next one 7
-- days after the one before. The week is the 7 days before now.
create function public.contact_weekly_turn(p_budget integer, p_window_seconds integer)
returns table (turn text, week_start timestamptz, week_end timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  due_at timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact-weekly-report', 0));
  select k.at into due_at from contact_private.marks k where k.name = 'weekly_report_due';
  if due_at is null then
    insert into contact_private.marks (name, at) values ('weekly_report_due', now() + interval '7 days');
    return query select 'wait', null::timestamptz, null::timestamptz;
    return;
  end if;
  if due_at > now() then
    return query select 'wait', null::timestamptz, null::timestamptz;
    return;
  end if;
  if not exists (select from public.contact_messages m where m.received_at > now() - interval '7 days')
     and not exists (select from public.contact_page_counts c
                     where c.day > ((now() - interval '7 days') at time zone 'utc')::date) then
    update contact_private.marks set at = now() + interval '7 days' where name = 'weekly_report_due';
    return query select 'quiet', now() - interval '7 days', now();
    return;
  end if;
  if not public.contact_reserve_email(p_budget, p_window_seconds) then
    return query select 'wait', null::timestamptz, null::timestamptz;
    return;
  end if;
  update contact_private.marks set at = now() + interval '7 days' where name = 'weekly_report_due';
  return query select 'due', now() - interval '7 days', now();
end
$$;

-- The week's requests (received in it, or still not called back from it) and its counts.
create function public.contact_weekly_requests(p_from timestamptz, p_to timestamptz)
returns table (
  id uuid, name text, service text, received_at timestamptz, notified_at timestamptz,
  contacted_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  select m.id, m.name, m.service, m.received_at, m.notified_at, m.contacted_at
  from public.contact_messages m
  where m.received_at > p_from and m.received_at <= p_to
  order by m.received_at
$$;

create function public.contact_weekly_counts(p_from timestamptz, p_to timestamptz)
returns table (page text, kind text, count bigint)
language sql
security definer
set search_path = ''
as $$
  select c.page, c.kind, sum(c.count) from public.contact_page_counts c
  where c.day > (p_from at time zone 'utc')::date and c.day <= (p_to at time zone 'utc')::date
  group by c.page, c.kind
  order by c.page, c.kind
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public`: these are for the function's role alone.
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array['public.contact_mark_contacted(uuid)',
    'public.contact_count_page_event(jsonb, integer, text, text)',
    'public.contact_claim_follow_ups(integer, boolean, integer)',
    'public.contact_weekly_turn(integer, integer)',
    'public.contact_weekly_requests(timestamptz, timestamptz)',
    'public.contact_weekly_counts(timestamptz, timestamptz)'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
        execute format('revoke all on table public.contact_page_counts from %I', role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
end
$$;
