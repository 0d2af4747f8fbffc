'use client';

import { Mail } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-link';
import { ownerApi } from '@/lib/owner-alerts';
import type { AlertsCopy, Note } from './use-owner-alerts';

/** A button's words wrap on a narrow phone (buttons keep theirs on one line elsewhere). */
export const wrap = 'text-left whitespace-normal';

export type AlertsNewLinkProps = {
  copy: AlertsCopy;
  /** What the function answered, for the page's status line. */
  onAnswer: (note: Note) => void;
  /** The button and its sent note, when not the default (a link for another phone). */
  label?: string;
  sent?: string;
  /** This browser's device credential, when it has alerts on: the ask is counted as its own. */
  device?: string;
};

/**
 * "E-mail me a new alerts link": the function e-mails a link to the office inbox (never here, so
 * whoever has this page cannot take a device slot with it); 429 after three a day.
 */
export function AlertsNewLink({
  copy,
  onAnswer,
  label = copy.newLink,
  sent = copy.newLinkSent,
  device,
}: AlertsNewLinkProps) {
  const [sending, setSending] = useState(false);
  async function ask() {
    setSending(true);
    const { status, body } = await ownerApi.newLink(device);
    setSending(false);
    onAnswer(status === 202 ? { text: sent } : { text: body.message ?? copy.failed, bad: true });
  }
  return (
    <button type="button" className={buttonClass('outline')} disabled={sending} onClick={ask}>
      <Mail aria-hidden="true" className="size-5 shrink-0" />
      <span className={wrap}>{label}</span>
    </button>
  );
}
