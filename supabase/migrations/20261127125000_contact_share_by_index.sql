-- The budget share counted through the keys index alone (docs/contact-function.md#fair-limits).
-- 20261127100000 counted each key's share with `keys @> array[key] or sender = key`, which the
-- planner can only answer by reading every row of the budget's window, once per key, while it
-- holds the budget's lock: three times the rows the budget count reads, and every other message
-- waiting. Now every row names its sender in `keys`, so `keys @>` alone finds them all.
-- Expand only: the previous release's contact_accept keeps working.

-- Rows written by the previous release's reserve_email_for name only their sender: the trigger
-- gives them their sender as their one key, as the backfill does for the rows already there.
create function contact_private.email_send_keys()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.keys = '{}' and new.sender is not null then
    new.keys := array[new.sender];
  end if;
  return new;
end
$$;
revoke all on function contact_private.email_send_keys() from public;

create trigger contact_email_sends_keys
before insert on public.contact_email_sends
for each row execute function contact_private.email_send_keys();

update public.contact_email_sends set keys = array[sender]
where keys = '{}' and sender is not null;

-- Without the pending list, a lookup reads the index only, not every entry added since the last
-- vacuum (PostgreSQL's GIN fast update).
alter index public.contact_email_sends_keys set (fastupdate = off);
select gin_clean_pending_list('public.contact_email_sends_keys'::regclass);

create or replace function contact_private.reserve_email_for_keys(
  p_keys text[], p_share integer, p_budget integer, p_window_seconds integer
)
returns text
language plpgsql
set search_path = ''
as $$
begin
  if p_budget <= 0 then
    return 'ok';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('contact-email-budget', 0));
  if (select count(*) from public.contact_email_sends
      where at > now() - make_interval(secs => p_window_seconds)) >= p_budget then
    return 'budget';
  end if;
  if p_share > 0 and exists (
    select from unnest(p_keys) as k(hash)
    where (select count(*) from public.contact_email_sends s
           where s.keys @> array[k.hash]
             and s.at > now() - make_interval(secs => p_window_seconds)) >= p_share
  ) then
    return 'share';
  end if;
  insert into public.contact_email_sends (sender, keys) values (p_keys[1], p_keys);
  return 'ok';
end
$$;
