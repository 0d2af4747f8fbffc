-- The owner's devices (docs/contact-function.md#phone-alerts-web-push), added to the schema of
-- 20261127150000_contact_schema.sql without changing what the previous release calls:
--
--   - each subscribed device gets a credential of its own (kept by its alerts page, stored here
--     only as its SHA-256), a short public id, a name from its browser, the time of its last alert
--     and the count of its failed pushes in a row;
--   - the alerts link's token takes one subscription: its nonce is recorded when it is used;
--   - at 20 devices a new one is refused and none is evicted (contact_push_subscribe of the
--     previous release too, under the same lock);
--   - the devices the previous release's 30-day link subscribed are named for it, so the owner
--     is told to remove any not recognised;
--   - a device dropped (three failed pushes in a row, the push service's 404/410, or removed) is
--     kept by name for 60 days, for the weekly report;
--   - the owner's entries are limited in the database, so the limits hold across isolates: the
--     alerts-link e-mails a day, the test pushes per device an hour (contact_owner_take, and
--     contact_owner_give_back for a send that failed).

alter table public.contact_push_subscriptions
  add column device_hash text unique check (length(device_hash) = 64),
  add column device_id text not null unique
    default substr(replace(gen_random_uuid()::text, '-', ''), 1, 12),
  add column name text check (length(name) <= 60),
  add column last_alert_at timestamptz,
  add column failures integer not null default 0;

create table public.contact_push_dropped (
  device_id text not null,
  name text,
  subscribed_at timestamptz not null,
  last_alert_at timestamptz,
  dropped_at timestamptz not null default now(),
  reason text not null check (reason in ('failing', 'gone', 'removed', 'turned_off'))
);
create index contact_push_dropped_at on public.contact_push_dropped (dropped_at);

-- The alerts links' nonces that were used, kept until the link would have expired anyway.
create table public.contact_alerts_tokens_used (
  nonce text primary key check (length(nonce) <= 64),
  expires_at timestamptz not null
);

-- One row per use of a limited owner entry, in a sliding window per key.
create table public.contact_owner_takes (
  key text not null check (length(key) <= 120),
  taken_at timestamptz not null default now()
);
create index contact_owner_takes_key on public.contact_owner_takes (key, taken_at);

alter table public.contact_push_dropped enable row level security;
alter table public.contact_alerts_tokens_used enable row level security;
alter table public.contact_owner_takes enable row level security;
revoke all on table public.contact_push_dropped from public;
revoke all on table public.contact_alerts_tokens_used from public;
revoke all on table public.contact_owner_takes from public;

-- The previous release's subscribe: no longer evicts. At the cap a new endpoint is not taken,
-- under the same lock as contact_push_device_subscribe, so two calls at 19 devices cannot both
-- take the last place.
create or replace function public.contact_push_subscribe(p_endpoint text, p_p256dh text, p_auth text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('contact_push_subscriptions'));
  insert into public.contact_push_subscriptions (endpoint, p256dh, auth)
  select p_endpoint, p_p256dh, p_auth
  where exists (select from public.contact_push_subscriptions s where s.endpoint = p_endpoint)
     or (select count(*) from public.contact_push_subscriptions) < 20
  on conflict (endpoint) do update
    set p256dh = excluded.p256dh, auth = excluded.auth, created_at = now();
end
$$;

-- The devices subscribed before this release, by the 30-day link every lead e-mail carried (and
-- so possibly by whoever that e-mail reached), have no credential and no name: named for what
-- they are, with the day this release came, so the device list and the weekly report can say to
-- remove any the owner does not recognise.
update public.contact_push_subscriptions
set name = 'Subscribed with an old link, before '
  || to_char(now() at time zone 'UTC', 'FMDD Mon YYYY')
where device_hash is null and name is null;

-- One use of `p_key` if fewer than `p_limit` were taken in the last `p_window_seconds`.
create function public.contact_owner_take(p_key text, p_limit integer, p_window_seconds integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  perform pg_advisory_xact_lock(hashtext('contact_owner_take'), hashtext(p_key));
  delete from public.contact_owner_takes t where t.taken_at < now() - interval '2 days';
  select count(*) into taken from public.contact_owner_takes t
  where t.key = p_key and t.taken_at > now() - make_interval(secs => p_window_seconds);
  if taken >= p_limit then
    return false;
  end if;
  insert into public.contact_owner_takes (key) values (p_key);
  return true;
end
$$;

-- Gives back the newest use of `p_key` (a send that failed, or a wider limit that refused).
create function public.contact_owner_give_back(p_key text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('contact_owner_take'), hashtext(p_key));
  delete from public.contact_owner_takes t
  where t.ctid = (
    select n.ctid from public.contact_owner_takes n where n.key = p_key
    order by n.taken_at desc limit 1);
end
$$;

-- A device subscribes with an alerts link's nonce: 'used' when the nonce was used before, 'full'
-- at `p_max` devices (nothing evicted, the nonce not used up), else 'ok' and the device's public
-- id. The same endpoint again (the browser renewed it, or "Turn on again") replaces its keys and
-- credential in place.
create function public.contact_push_device_subscribe(
  p_nonce text,
  p_nonce_expires timestamptz,
  p_endpoint text,
  p_p256dh text,
  p_auth text,
  p_device_hash text,
  p_name text,
  p_max integer)
returns table (outcome text, device_id text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  id text;
begin
  perform pg_advisory_xact_lock(hashtext('contact_push_subscriptions'));
  delete from public.contact_alerts_tokens_used u where u.expires_at < now();
  if exists (select from public.contact_alerts_tokens_used u where u.nonce = p_nonce) then
    return query select 'used'::text, null::text;
    return;
  end if;
  if not exists (select from public.contact_push_subscriptions s where s.endpoint = p_endpoint)
     and (select count(*) from public.contact_push_subscriptions) >= p_max then
    return query select 'full'::text, null::text;
    return;
  end if;
  insert into public.contact_alerts_tokens_used (nonce, expires_at) values (p_nonce, p_nonce_expires);
  insert into public.contact_push_subscriptions (endpoint, p256dh, auth, device_hash, name)
  values (p_endpoint, p_p256dh, p_auth, p_device_hash, p_name)
  on conflict (endpoint) do update
    set p256dh = excluded.p256dh, auth = excluded.auth, device_hash = excluded.device_hash,
        name = excluded.name, created_at = now(), failures = 0
  returning contact_push_subscriptions.device_id into id;
  return query select 'ok'::text, id;
end
$$;

-- Drops devices, each recorded by name for the weekly report. `p_by` picks them: 'endpoint',
-- 'hash' (a device's own credential) or 'id' (its public id); true when one was dropped.
create function public.contact_push_device_drop(p_by text, p_value text, p_reason text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.contact_push_subscriptions s
    where (p_by = 'endpoint' and s.endpoint = p_value)
       or (p_by = 'hash' and s.device_hash = p_value)
       or (p_by = 'id' and s.device_id = p_value)
    returning s.device_id, s.name, s.created_at, s.last_alert_at
  ), recorded as (
    insert into public.contact_push_dropped (device_id, name, subscribed_at, last_alert_at, reason)
    select g.device_id, g.name, g.created_at, g.last_alert_at, p_reason from gone g
    returning 1
  )
  select exists (select from recorded);
$$;

-- The public id of the device whose credential hashes to `p_device_hash`, or none.
create function public.contact_push_device_of(p_device_hash text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.device_id from public.contact_push_subscriptions s where s.device_hash = p_device_hash;
$$;

-- Every device, oldest first, the one asking marked `self`, and whether it has a credential (none:
-- subscribed by the previous release's link); no rows for an unknown credential.
create function public.contact_push_devices(p_device_hash text)
returns table (
  device_id text, name text, subscribed_at timestamptz, last_alert_at timestamptz, self boolean,
  credential boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select s.device_id, s.name, s.created_at, s.last_alert_at, s.device_hash = p_device_hash,
    s.device_hash is not null
  from public.contact_push_subscriptions s
  where exists (
    select from public.contact_push_subscriptions me where me.device_hash = p_device_hash)
  order by s.created_at, s.device_id;
$$;

-- What one push did to each device: `p_sent` took it (its last alert now, its failures reset),
-- `p_failed` failed for a reason other than a timeout (three in a row drop it), `p_gone` the push
-- service no longer knows (dropped). How many were dropped.
create function public.contact_push_outcomes(p_sent text[], p_failed text[], p_gone text[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  endpoint_value text;
  dropped integer := 0;
begin
  update public.contact_push_subscriptions s set last_alert_at = now(), failures = 0
  where s.endpoint = any(p_sent);
  update public.contact_push_subscriptions s set failures = s.failures + 1
  where s.endpoint = any(p_failed);
  for endpoint_value in
    select s.endpoint from public.contact_push_subscriptions s where s.failures >= 3
  loop
    if public.contact_push_device_drop('endpoint', endpoint_value, 'failing') then
      dropped := dropped + 1;
    end if;
  end loop;
  foreach endpoint_value in array coalesce(p_gone, '{}') loop
    if public.contact_push_device_drop('endpoint', endpoint_value, 'gone') then
      dropped := dropped + 1;
    end if;
  end loop;
  delete from public.contact_push_dropped d where d.dropped_at < now() - interval '60 days';
  return dropped;
end
$$;

-- For the weekly report: the devices now ('device', with whether each has a credential), and
-- those dropped in its week ('dropped', with when and why).
create function public.contact_push_weekly_devices(p_start timestamptz, p_end timestamptz)
returns table (
  kind text, device_id text, name text, subscribed_at timestamptz, last_alert_at timestamptz,
  dropped_at timestamptz, reason text, credential boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select 'device', s.device_id, s.name, s.created_at, s.last_alert_at, null::timestamptz, null,
    s.device_hash is not null
  from public.contact_push_subscriptions s
  union all
  select 'dropped', d.device_id, d.name, d.subscribed_at, d.last_alert_at, d.dropped_at, d.reason,
    null::boolean
  from public.contact_push_dropped d where d.dropped_at >= p_start and d.dropped_at < p_end
  order by 1, 4;
$$;

do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array[
    'public.contact_owner_take(text, integer, integer)',
    'public.contact_owner_give_back(text)',
    'public.contact_push_device_subscribe(text, timestamptz, text, text, text, text, text, integer)',
    'public.contact_push_device_drop(text, text, text)',
    'public.contact_push_device_of(text)',
    'public.contact_push_devices(text)',
    'public.contact_push_outcomes(text[], text[], text[])',
    'public.contact_push_weekly_devices(timestamptz, timestamptz)'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.contact_push_dropped from %I', role_name);
      execute format('revoke all on table public.contact_alerts_tokens_used from %I', role_name);
      execute format('revoke all on table public.contact_owner_takes from %I', role_name);
    end if;
  end loop;
end
$$;
