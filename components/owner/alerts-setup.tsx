'use client';

import { BellOff, BellRing, Phone, RefreshCw, Send } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-link';
import { useLocationSearch } from '@/lib/use-location-search';
import { AlertsDevices } from './alerts-devices';
import { AlertsNewLink, wrap } from './alerts-new-link';
import { useOwnerAlerts, type AlertsCopy } from './use-owner-alerts';

export type AlertsSetupProps = {
  copy: AlertsCopy;
  /** The owner's service worker and the scope it controls (public/owner/). */
  worker: string;
  scope: string;
};

/** A tap on an alert's call-back button lands here (public/owner/owner-sw.js). */
function CallBack({ label }: { label: string }) {
  const call = useLocationSearch()?.get('call') ?? '';
  if (!/^tel:\+?\d{7,15}$/.test(call)) return null;
  return (
    <a href={call} className={buttonClass('primary', 'mt-8')}>
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      {label} {call.slice(4)}
    </a>
  );
}

/**
 * The alerts page's island: with a device credential kept in this browser, the devices, a test,
 * Remove, Turn off and a link for another phone (and "Turn on again" when the function's key
 * changed); without one, Turn on under the link's token, or a new link e-mailed to the office inbox.
 */
export function AlertsSetup(props: AlertsSetupProps) {
  const query = useLocationSearch();
  if (query?.has('call')) return <CallBack label={props.copy.callBack} />;
  return <AlertsPanel {...props} />;
}

function AlertsPanel({ copy, worker, scope }: AlertsSetupProps) {
  const alerts = useOwnerAlerts(copy, worker, scope);
  const { ready, stored, token, blocker, devices, again, note, busy } = alerts;

  const fallback = !ready
    ? null
    : stored
      ? again === 'keys'
        ? copy.keysChanged
        : again === 'lost'
          ? copy.lost
          : copy.on
      : blocker === 'iphone'
        ? token
          ? copy.iphone
          : copy.iphoneNoLink
        : blocker === 'unsupported'
          ? copy.unsupported
          : token
            ? null
            : copy.noLink;
  const canTurnOn = ready && Boolean(token) && !blocker && (!stored || again !== null);
  const needsLink = ready && !token && blocker !== 'unsupported' && (!stored || again !== null);
  // A device with alerts on asks for a link for someone else's phone: the link goes to the office
  // inbox, never to this page.
  const anotherPhone = ready && Boolean(stored) && again === null;

  return (
    <div className="mt-8 min-h-56 space-y-6">
      <p role="status" className={`text-lg ${note?.bad ? 'text-danger' : 'text-ink'}`}>
        {note?.text ?? fallback}
      </p>
      {stored && again && !token && !note ? <p className="text-ink">{copy.needLink}</p> : null}
      <div className="flex flex-wrap gap-3">
        {canTurnOn ? (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy}
            onClick={alerts.turnOn}
          >
            {stored ? (
              <RefreshCw aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <BellRing aria-hidden="true" className="size-5 shrink-0" />
            )}
            <span className={wrap}>{stored ? copy.turnOnAgain : copy.turnOn}</span>
          </button>
        ) : null}
        {needsLink ? <AlertsNewLink copy={copy} onAnswer={alerts.setNote} /> : null}
        {stored ? (
          <>
            <button
              type="button"
              className={buttonClass(again ? 'outline' : 'primary')}
              disabled={busy}
              onClick={alerts.test}
            >
              <Send aria-hidden="true" className="size-5 shrink-0" />
              <span className={wrap}>{copy.test}</span>
            </button>
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={busy}
              onClick={alerts.turnOff}
            >
              <BellOff aria-hidden="true" className="size-5 shrink-0" />
              <span className={wrap}>{copy.turnOff}</span>
            </button>
          </>
        ) : null}
        {anotherPhone ? (
          <AlertsNewLink
            copy={copy}
            onAnswer={alerts.setNote}
            label={copy.newLinkAnother}
            sent={copy.newLinkAnotherSent}
            device={stored?.device}
          />
        ) : null}
      </div>
      {stored && devices ? (
        <AlertsDevices copy={copy} devices={devices} busy={busy} onRemove={alerts.remove} />
      ) : null}
    </div>
  );
}
