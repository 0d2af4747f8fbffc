-- Deleting one person's data on request (the privacy page's promise; docs/contact-function.md):
-- every message sent with their e-mail address, matched without regard to case or surrounding
-- spaces, whether or not the owner was told of it yet, and the events that belong to those
-- messages (their rows cascade). Returns the number of messages deleted. Run by the owner from
-- the SQL editor: the function's role and Supabase's API roles cannot call it.
create function public.contact_forget(p_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := lower(btrim(coalesce(p_email, '')));
  deleted integer;
begin
  -- An empty or partial address must never match many people: ask for a whole address.
  if wanted !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' then
    raise exception 'contact_forget: give the whole e-mail address the person wrote in the form'
      using errcode = '22023';
  end if;
  delete from public.contact_messages m where lower(btrim(m.email)) = wanted;
  get diagnostics deleted = row_count;
  return deleted;
end
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants its API roles everything in
-- `public` and exposes public functions over REST: this one is for the owner alone.
revoke all on function public.contact_forget(text) from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role', 'contact_function'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format('revoke all on function public.contact_forget(text) from %I', role_name);
    end if;
  end loop;
end
$$;
