#!/usr/bin/env bash
# The contact back end on Supabase, from GitHub alone (.github/workflows/supabase.yml; the owner's
# side is docs/deploying.md, the function's own guide docs/contact-function.md).
#
#   supabase-deploy.sh setup   link, db push, supabase/setup.sql, secrets set, functions deploy:
#                              the first setup, and again after a setting changed (the site's
#                              address, the mailbox); it makes a new role password, retry secret
#                              and hash secret each time and stores each where it is needed.
#   supabase-deploy.sh update  link, db push, functions deploy: a change under supabase/.
#
# Reads SUPABASE_PROJECT_REF, SUPABASE_ACCESS_TOKEN, SUPABASE_DB_PASSWORD and, for setup,
# SUPABASE_POOLER_HOST, RESEND_API_KEY, CONTACT_TO, CONTACT_FROM, SITE_URL, and optionally
# CONTACT_WEBHOOK_URL. No value it makes or reads is printed: each is masked in the log first, and
# none is put on a command line (psql reads them from its standard input, the CLI from a file).
set -euo pipefail

mode=${1:-}
if [ "$mode" != setup ] && [ "$mode" != update ]; then
  echo "usage: supabase-deploy.sh setup|update" >&2
  exit 2
fi

missing=()
need() { for name in "$@"; do [ -n "${!name:-}" ] || missing+=("$name"); done; }
need SUPABASE_PROJECT_REF SUPABASE_ACCESS_TOKEN SUPABASE_DB_PASSWORD
[ "$mode" = setup ] && need SUPABASE_POOLER_HOST RESEND_API_KEY CONTACT_TO CONTACT_FROM SITE_URL
if [ ${#missing[@]} -gt 0 ]; then
  for name in "${missing[@]}"; do
    echo "::error title=Missing setting ${name}::${name} is not set in the supabase environment (docs/deploying.md, step 4)"
  done
  exit 1
fi
if ! [[ "$SUPABASE_PROJECT_REF" =~ ^[a-z0-9]{20}$ ]]; then
  echo "::error title=SUPABASE_PROJECT_REF::SUPABASE_PROJECT_REF must be the 20 letters and digits of the project's dashboard address"
  exit 1
fi
if [ "$mode" = setup ] && ! [[ "$SUPABASE_POOLER_HOST" =~ ^[a-z0-9.-]+\.supabase\.com$ ]]; then
  echo "::error title=SUPABASE_POOLER_HOST::SUPABASE_POOLER_HOST must be the pooler's host name only, like aws-0-us-east-1.pooler.supabase.com"
  exit 1
fi
ref=$SUPABASE_PROJECT_REF
echo "::add-mask::${SUPABASE_DB_PASSWORD}"

echo "Linking project ${ref}"
supabase link --project-ref "$ref"
echo "Applying the migrations (supabase db push)"
supabase db push

if [ "$mode" = setup ]; then
  role_password=$(openssl rand -hex 24)
  retry_secret=$(openssl rand -hex 32)
  hash_secret=$(openssl rand -hex 32)
  for value in "$role_password" "$retry_secret" "$hash_secret" "$RESEND_API_KEY"; do
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
  } | PGPASSWORD=$SUPABASE_DB_PASSWORD psql -X -q \
    "host=${SUPABASE_POOLER_HOST} port=5432 dbname=postgres user=postgres.${ref} sslmode=require"

  echo "The function's secrets (supabase secrets set)"
  site=${SITE_URL%/}
  # The file is dotenv: single quotes keep each value literal, so none may hold one.
  for name in RESEND_API_KEY CONTACT_TO CONTACT_FROM SITE_URL CONTACT_WEBHOOK_URL; do
    if [[ "${!name:-}" == *"'"* || "${!name:-}" == *$'\n'* ]]; then
      echo "::error title=${name}::${name} may not contain a quote (') or a line break"
      exit 1
    fi
  done
  secrets=$(mktemp "${RUNNER_TEMP:-/tmp}/contact-secrets.XXXXXX")
  trap 'rm -f "$secrets"' EXIT
  {
    echo "CONTACT_DB_URL='postgres://contact_function.${ref}:${role_password}@${SUPABASE_POOLER_HOST}:6543/postgres?sslmode=require'"
    echo "CONTACT_RETRY_SECRET='${retry_secret}'"
    echo "CONTACT_HASH_SECRET='${hash_secret}'"
    echo "RESEND_API_KEY='${RESEND_API_KEY}'"
    echo "CONTACT_TO='${CONTACT_TO}'"
    echo "CONTACT_FROM='${CONTACT_FROM}'"
    echo "SITE_URL='${site}'"
    echo "ALLOWED_ORIGINS='${site}'"
    if [ -n "${CONTACT_WEBHOOK_URL:-}" ]; then echo "CONTACT_WEBHOOK_URL='${CONTACT_WEBHOOK_URL}'"; fi
  } >"$secrets"
  supabase secrets set --project-ref "$ref" --env-file "$secrets"
  rm -f "$secrets"
fi

echo "Deploying the function send-contact-email"
supabase functions deploy send-contact-email --project-ref "$ref"
echo "Done: the contact back end of ${ref} is up to date (${mode})."
