-- The visitor's language (issue #63; docs/contact-function.md, "The visitor's language"). Only
-- adds: every function the previous release calls keeps its signature and its answer.
--
-- * contact_messages.language: 'en', or 'es' for a message from the Spanish pages (their form
--   posts to the function with ?lang=es), so the owner's e-mail and push say to answer in
--   Spanish, on the first send and on every retry or digest.
-- * contact_accept_with_photos: as before, and it records a new message's language from
--   p->>'language' in the same transaction. Anything but 'es' is English.
-- * contact_message_languages: the language of each of the given messages, for the sends that
--   claim stored messages (the claim functions' answers are unchanged).

alter table public.contact_messages
  add column language text not null default 'en'
    constraint contact_messages_language check (language in ('en', 'es'));

create or replace function public.contact_accept_with_photos(p jsonb)
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
  -- The language of the form it came from; English unless the Spanish pages sent it.
  if accepted.outcome in ('stored', 'deferred') and p->>'language' = 'es' then
    update public.contact_messages m set language = 'es' where m.id = accepted.message_id;
  end if;
  return query select accepted.outcome, accepted.message_id, accepted.retry_after,
    accepted.received_at, accepted.events;
end
$$;

create function public.contact_message_languages(p_ids uuid[])
returns table (id uuid, language text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.language from public.contact_messages m where m.id = any (p_ids[1:500])
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public` and exposes public functions over REST: these are for the function's role alone.
do $$
declare
  fn text;
  role_name text;
begin
  foreach fn in array array[
    'public.contact_accept_with_photos(jsonb)',
    'public.contact_message_languages(uuid[])'] loop
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
