-- The owner's phones for Web Push (docs/contact-function.md#phone-alerts-web-push): one row per
-- subscribed browser, its push service endpoint and the keys its pushes are encrypted to. Written
-- and read only through the functions below, by contact_function. Expand-only: a new table.

create table public.contact_push_subscriptions (
  endpoint text primary key check (length(endpoint) <= 1000),
  p256dh text not null check (length(p256dh) <= 200),
  auth text not null check (length(auth) <= 100),
  created_at timestamptz not null default now()
);

alter table public.contact_push_subscriptions enable row level security;
revoke all on table public.contact_push_subscriptions from public;

-- Taken again with new keys when the browser renews it. At most 20 devices: the oldest go first,
-- so a leaked alerts link cannot grow the table.
create function public.contact_push_subscribe(p_endpoint text, p_p256dh text, p_auth text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.contact_push_subscriptions (endpoint, p256dh, auth)
  values (p_endpoint, p_p256dh, p_auth)
  on conflict (endpoint) do update
    set p256dh = excluded.p256dh, auth = excluded.auth, created_at = now();
  delete from public.contact_push_subscriptions s
  where s.endpoint in (
    select endpoint from public.contact_push_subscriptions
    order by created_at desc offset 20
  );
$$;

-- Removed when the owner unsubscribes, or the push service answers 404 or 410.
create function public.contact_push_unsubscribe(p_endpoint text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.contact_push_subscriptions s where s.endpoint = p_endpoint returning 1
  )
  select exists (select from gone);
$$;

create function public.contact_push_subscriptions()
returns table (endpoint text, p256dh text, auth text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.endpoint, s.p256dh, s.auth from public.contact_push_subscriptions s
  order by s.created_at;
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public` and exposes public functions over REST: take it all back, then grant the role.
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array[
    'public.contact_push_subscribe(text, text, text)',
    'public.contact_push_unsubscribe(text)',
    'public.contact_push_subscriptions()'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
        execute format('revoke all on table public.contact_push_subscriptions from %I', role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
end
$$;
