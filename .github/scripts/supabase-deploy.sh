#!/usr/bin/env bash
# The contact back end on Supabase, from GitHub alone (.github/workflows/supabase.yml; the owner's
# side is docs/deploying.md, the function's own guide docs/contact-function.md).
#
#   supabase-deploy.sh setup   db push, supabase/setup.sql, secrets set, functions deploy: the
#                              first setup, and again after a setting changed (the site's
#                              address, the mailbox); it makes a new role password, retry secret,
#                              hash secret, link secret and VAPID key pair each time and stores
#                              each where it is needed.
#   supabase-deploy.sh update  db push, functions deploy: a change under supabase/.
#
# Everything that reaches the database goes through the session pooler (IPv4), never the direct
# address db.<ref>.supabase.co, which has only IPv6 and which GitHub's runners often cannot reach:
# `db push --db-url` and psql both name the pooler host, and nothing runs `supabase link`. The
# other commands use Supabase's HTTPS API with --project-ref.
#
# Reads SUPABASE_PROJECT_REF, SUPABASE_ACCESS_TOKEN, SUPABASE_DB_PASSWORD, SUPABASE_POOLER_HOST
# and, for setup, RESEND_API_KEY, CONTACT_TO, CONTACT_FROM, SITE_URL, and optionally
# CONTACT_WEBHOOK_URL and CONTACT_RETENTION_DAYS. No value it makes or reads is printed: each is masked in the log first, and
# none is put on a command line (psql reads them from its standard input, the CLI from a file).
set -euo pipefail

mode=${1:-}
if [ "$mode" != setup ] && [ "$mode" != update ]; then
  echo "usage: supabase-deploy.sh setup|update" >&2
  exit 2
fi

missing=()
need() { for name in "$@"; do [ -n "${!name:-}" ] || missing+=("$name"); done; }
need SUPABASE_PROJECT_REF SUPABASE_ACCESS_TOKEN SUPABASE_DB_PASSWORD SUPABASE_POOLER_HOST
[ "$mode" = setup ] && need RESEND_API_KEY CONTACT_TO CONTACT_FROM SITE_URL
if [ ${#missing[@]} -gt 0 ]; then
  for name in "${missing[@]}"; do
    # Named as the reader set it up in docs/deploying.md, step 5: a secret of the `supabase`
    # environment or a repository variable (SITE_URL is the workflow's name for the site's address).
    case $name in
      SUPABASE_ACCESS_TOKEN | SUPABASE_DB_PASSWORD | RESEND_API_KEY)
        setting=$name where="the secret ${name} is not set in the supabase environment" ;;
      SITE_URL) setting=NEXT_PUBLIC_SITE_URL where="the repository variable NEXT_PUBLIC_SITE_URL is not set" ;;
      *) setting=$name where="the repository variable ${name} is not set" ;;
    esac
    echo "::error title=Missing setting ${setting}::${where} (docs/deploying.md, step 5)"
  done
  exit 1
fi
if ! [[ "$SUPABASE_PROJECT_REF" =~ ^[a-z0-9]{20}$ ]]; then
  echo "::error title=SUPABASE_PROJECT_REF::SUPABASE_PROJECT_REF must be the 20 letters and digits of the project's dashboard address"
  exit 1
fi
if ! [[ "$SUPABASE_POOLER_HOST" =~ ^[a-z0-9.-]+\.supabase\.com$ ]]; then
  echo "::error title=SUPABASE_POOLER_HOST::SUPABASE_POOLER_HOST must be the pooler's host name only, like aws-0-us-east-1.pooler.supabase.com"
  exit 1
fi
# The secrets file is dotenv: single quotes keep each value literal, so none may hold one. Checked
# with the others, before anything changes.
for name in RESEND_API_KEY CONTACT_TO CONTACT_FROM SITE_URL CONTACT_WEBHOOK_URL CONTACT_RETENTION_DAYS; do
  if [[ "${!name:-}" == *"'"* || "${!name:-}" == *$'\n'* ]]; then
    echo "::error title=${name}::${name} may not contain a quote (') or a line break"
    exit 1
  fi
done
ref=$SUPABASE_PROJECT_REF
echo "::add-mask::${SUPABASE_DB_PASSWORD}"


# Runs a command that reaches the database; when it fails because the runner has no route to the
# address, says so in plain words (the CLI's own line is in the log above it).
through_pooler() {
  local log status=0
  log=$(mktemp "${RUNNER_TEMP:-/tmp}/db-output.XXXXXX")
  "$@" 2>&1 | tee "$log" || status=${PIPESTATUS[0]}
  if [ "$status" -ne 0 ] && grep -qiE 'network is unreachable|no route to host' "$log"; then
    echo "::error title=The database could not be reached::GitHub's runner could not reach the database over the network (\"network is unreachable\"). It goes through SUPABASE_POOLER_HOST (${SUPABASE_POOLER_HOST}): check that this variable is the host of the Session pooler under Connect in the Supabase dashboard (docs/deploying.md, step 4), and that the project is not paused; then Run workflow again."
  fi
  rm -f "$log"
  return "$status"
}

# The access token first: it is needed last (secrets set, functions deploy), and a setup that
# found it expired only then would already have changed the role password and the retry secret in
# the database, leaving the live function with the old ones.
echo "Checking the access token (supabase secrets list)"
if ! supabase secrets list --project-ref "$ref" >/dev/null; then
  echo "::error title=SUPABASE_ACCESS_TOKEN refused::Supabase refused SUPABASE_ACCESS_TOKEN or found no project ${ref} (the CLI's own line is above). Check that SUPABASE_PROJECT_REF is the project's ref and that the project is not paused; otherwise make a new token (docs/deploying.md, step 4) and paste it as the secret SUPABASE_ACCESS_TOKEN of the supabase environment. Then Run workflow again. Nothing was changed."
  exit 1
fi

echo "Applying the migrations (supabase db push, through the session pooler)"
# The CLI reads the password from PGPASSWORD (the URL holds none), so it is on no command line.
PGPASSWORD=$SUPABASE_DB_PASSWORD through_pooler supabase db push \
  --db-url "postgresql://postgres.${ref}@${SUPABASE_POOLER_HOST}:5432/postgres?sslmode=require"

if [ "$mode" = setup ]; then
  role_password=$(openssl rand -hex 24)
  retry_secret=$(openssl rand -hex 32)
  hash_secret=$(openssl rand -hex 32)
  link_secret=$(openssl rand -hex 32)
  # The VAPID key pair of the owner's phone alerts (RFC 8292), raw P-256 in base64url: the private
  # scalar is bytes 8-39 of the key's SEC1 DER, the public point the last 65 bytes of its SPKI DER.
  vapid_pem=$(openssl ecparam -name prime256v1 -genkey -noout)
  base64url() { base64 | tr -d '\n=' | tr '+/' '-_'; }
  vapid_private=$(openssl ec -outform DER 2>/dev/null <<<"$vapid_pem" | tail -c +8 | head -c 32 | base64url)
  vapid_public=$(openssl ec -pubout -outform DER 2>/dev/null <<<"$vapid_pem" | tail -c 65 | base64url)
  unset vapid_pem
  for value in "$role_password" "$retry_secret" "$hash_secret" "$link_secret" "$vapid_private" "$RESEND_API_KEY"; do
    echo "::add-mask::${value}"
  done
  if [ -n "${CONTACT_WEBHOOK_URL:-}" ]; then echo "::add-mask::${CONTACT_WEBHOOK_URL}"; fi

  echo "The function's database login and the retry job's secrets (supabase/setup.sql)"
  # psql's variables, set on its standard input: never in the process list or the log.
  {
    printf '\\set ref %s\n' "$ref"
    printf '\\set retry_secret %s\n' "$retry_secret"
    printf '\\set role_password %s\n' "$role_password"
    cat supabase/setup.sql
  } | PGPASSWORD=$SUPABASE_DB_PASSWORD through_pooler psql -X -q \
    "host=${SUPABASE_POOLER_HOST} port=5432 dbname=postgres user=postgres.${ref} sslmode=require"

  echo "The function's secrets (supabase secrets set)"
  site=${SITE_URL%/}
  # The site answers at www.<domain> and at the bare <domain> (the address on the truck): both may
  # post. The other form of a domain name is added; an address of another shape stays alone.
  scheme=${site%%://*}
  host=${site#*://}
  if [[ "$host" == www.*.* ]]; then
    origins="${site},${scheme}://${host#www.}"
  elif [[ "$host" == *.* && ! "$host" =~ ^[0-9.:]+$ ]]; then
    origins="${site},${scheme}://www.${host}"
  else
    origins=$site
  fi
  secrets=$(mktemp "${RUNNER_TEMP:-/tmp}/contact-secrets.XXXXXX")
  trap 'rm -f "$secrets"' EXIT
  {
    echo "CONTACT_DB_URL='postgres://contact_function.${ref}:${role_password}@${SUPABASE_POOLER_HOST}:6543/postgres?sslmode=require'"
    echo "CONTACT_RETRY_SECRET='${retry_secret}'"
    echo "CONTACT_HASH_SECRET='${hash_secret}'"
    echo "CONTACT_LINK_SECRET='${link_secret}'"
    echo "CONTACT_VAPID_PUBLIC_KEY='${vapid_public}'"
    echo "CONTACT_VAPID_PRIVATE_KEY='${vapid_private}'"
    # The contact a push service may use about our pushes: the site's https address, else the mailbox.
    if [[ "$site" == https://* ]]; then vapid_subject=$site; else vapid_subject="mailto:${CONTACT_TO%%,*}"; fi
    echo "CONTACT_VAPID_SUBJECT='${vapid_subject}'"
    echo "RESEND_API_KEY='${RESEND_API_KEY}'"
    echo "CONTACT_TO='${CONTACT_TO}'"
    echo "CONTACT_FROM='${CONTACT_FROM}'"
    echo "SITE_URL='${site}'"
    echo "ALLOWED_ORIGINS='${origins}'"
    if [ -n "${CONTACT_WEBHOOK_URL:-}" ]; then echo "CONTACT_WEBHOOK_URL='${CONTACT_WEBHOOK_URL}'"; fi
    # The same repository variable the deploy build reads: the privacy page states what the purge does.
    if [ -n "${CONTACT_RETENTION_DAYS:-}" ]; then echo "CONTACT_RETENTION_DAYS='${CONTACT_RETENTION_DAYS}'"; fi
  } >"$secrets"
  supabase secrets set --project-ref "$ref" --env-file "$secrets"
  rm -f "$secrets"
fi

echo "Deploying the function send-contact-email"
supabase functions deploy send-contact-email --project-ref "$ref"
echo "Done: the contact back end of ${ref} is up to date (${mode})."
