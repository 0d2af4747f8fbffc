-- Photos that cannot fill the project (docs/contact-function.md#photos). Expand only: the calls
-- of the previous release keep working.
--   * the bucket takes JPEG only, at most 600 KiB a file (the form makes at most 500 KiB);
--   * slots are bound to the message's idempotency key, not to the sender's address, which can
--     change between the upload and the send;
--   * a project-wide count of slots handed out per UTC day, past which no slot is handed out;
--   * a message's photos are tied to it in the same transaction that stores it;
--   * row-level security on every table the migrations create.

update storage.buckets
set file_size_limit = 614400,
    allowed_mime_types = array['image/jpeg']
where id = 'contact-photos';

-- The SHA-256 of the idempotency key the slots were asked for; null for slots handed out by
-- the previous release (bound to client_hash, and attached by contact_attach_photos).
alter table public.contact_photos add column key_hash text;
create index contact_photos_key on public.contact_photos (key_hash) where message_id is null;

-- Slots handed out per UTC day, project-wide: the counter survives the purge of the rows.
create table public.contact_photo_days (
  day date primary key,
  handed_out integer not null default 0
);

-- Up to p_count new slots bound to p_key_hash, unless that would pass a sender key's limit
-- (p_limits[i] slots for p_keys[i] in the window; 0: off) or the project's p_per_day (0: off).
-- Refused: one row with no id, the seconds to wait, and why ('rate_limited' or 'project_cap').
create function public.contact_photo_slots(
  p_key_hash text,
  p_keys text[],
  p_limits integer[],
  p_count integer,
  p_window_seconds integer,
  p_per_day integer
)
returns table (id uuid, path text, retry_after integer, refused text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  i integer;
  used integer;
  oldest timestamptz;
  wait integer := 0;
  today date := (now() at time zone 'utc')::date;
  to_midnight integer :=
    greatest(1, ceil(extract(epoch from ((today + 1)::timestamp at time zone 'utc') - now()))::integer);
begin
  perform pg_advisory_xact_lock(hashtext('contact_photo_slots:' || p_keys[cardinality(p_keys)]));
  for i in 1 .. cardinality(p_keys) loop
    continue when coalesce(p_limits[i], 0) <= 0;
    select count(*), min(p.created_at) into used, oldest
    from public.contact_photos p
    where p.keys @> array[p_keys[i]]
      and p.created_at > now() - make_interval(secs => p_window_seconds);
    if used + p_count > p_limits[i] then
      wait := greatest(wait, 1,
        ceil(extract(epoch from oldest + make_interval(secs => p_window_seconds) - now()))::integer);
    end if;
  end loop;
  if wait > 0 then
    return query select null::uuid, null::text, wait, 'rate_limited'::text;
    return;
  end if;
  if coalesce(p_per_day, 0) > 0 then
    -- One row per day, counted up under its row lock: concurrent requests cannot both pass.
    if p_count > p_per_day then
      return query select null::uuid, null::text, to_midnight, 'project_cap'::text;
      return;
    end if;
    insert into public.contact_photo_days as d (day, handed_out)
    values (today, p_count)
    on conflict (day) do update set handed_out = d.handed_out + excluded.handed_out
    where d.handed_out + excluded.handed_out <= p_per_day;
    if not found then
      return query select null::uuid, null::text, to_midnight, 'project_cap'::text;
      return;
    end if;
    delete from public.contact_photo_days d where d.day < today - 7;
  end if;
  return query
  insert into public.contact_photos (path, client_hash, keys, key_hash)
  select 'pending/' || gen_random_uuid()::text || '.img', p_keys[1], p_keys, p_key_hash
  from generate_series(1, p_count)
  returning contact_photos.id, contact_photos.path, null::integer, null::text;
end
$$;

-- contact_accept, and in the same transaction the message's photos tied to it, once: the slots
-- named in p->'photo_ids' that were handed out under p->>'photo_key' (the SHA-256 of the
-- message's idempotency key) and are not yet tied to a message. A repeat of the message changes
-- nothing.
create function public.contact_accept_with_photos(p jsonb)
returns table (
  outcome text, message_id uuid, retry_after integer, received_at timestamptz, events jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  accepted record;
  ids uuid[];
begin
  select a.outcome, a.message_id, a.retry_after, a.received_at, a.events into accepted
  from public.contact_accept(p) a;
  if accepted.outcome in ('stored', 'deferred', 'duplicate')
     and (jsonb_array_length(coalesce(p->'photo_ids', '[]')) > 0
          or coalesce((p->>'photos_failed')::integer, 0) > 0) then
    select coalesce(array_agg(value::uuid), '{}') into ids
    from jsonb_array_elements_text(coalesce(p->'photo_ids', '[]'));
    insert into public.contact_photo_counts (message_id, announced)
    values (accepted.message_id,
            least(cardinality(ids) + greatest(coalesce((p->>'photos_failed')::integer, 0), 0), 5))
    on conflict on constraint contact_photo_counts_pkey do nothing;
    if found and p->>'photo_key' is not null then
      update public.contact_photos ph
      set message_id = accepted.message_id, attached_at = now(),
          position = array_position(ids, ph.id)
      where ph.id = any (ids[1:5])
        and ph.key_hash = p->>'photo_key'
        and ph.message_id is null
        and ph.attached_at is null;
    end if;
  end if;
  return query select accepted.outcome, accepted.message_id, accepted.retry_after,
    accepted.received_at, accepted.events;
end
$$;

-- Row-level security on every table the migrations create, with no policy: only the owner (the
-- SECURITY DEFINER functions above) reads or writes them; Supabase's API roles see nothing.
alter table public.contact_photos enable row level security;
alter table public.contact_photo_counts enable row level security;
alter table public.contact_photo_days enable row level security;
alter table contact_private.settings enable row level security;
alter table contact_private.marks enable row level security;
-- storage.buckets is Supabase's own (RLS on) except where the photos migration made a stand-in.
do $$
begin
  if exists (select from pg_class c where c.oid = 'storage.buckets'::regclass
             and c.relowner = (select oid from pg_roles where rolname = current_user)
             and not c.relrowsecurity) then
    alter table storage.buckets enable row level security;
  end if;
end
$$;

revoke all on table public.contact_photo_days from public;
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array[
    'public.contact_photo_slots(text, text[], integer[], integer, integer, integer)',
    'public.contact_accept_with_photos(jsonb)'] loop
    execute format('revoke all on function %s from public', fn);
    foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
      if exists (select from pg_roles where rolname = role_name) then
        execute format('revoke all on function %s from %I', fn, role_name);
        execute format('revoke all on table public.contact_photo_days from %I', role_name);
      end if;
    end loop;
    execute format('grant execute on function %s to contact_function', fn);
  end loop;
end
$$;
