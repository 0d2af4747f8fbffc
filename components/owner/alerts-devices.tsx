'use client';

import { Trash2 } from 'lucide-react';
import { shownTime } from '@/lib/function-call';
import type { OwnerDevice } from '@/lib/owner-alerts';
import type { AlertsCopy } from './use-owner-alerts';

export type AlertsDevicesProps = {
  copy: AlertsCopy;
  devices: OwnerDevice[];
  busy: boolean;
  onRemove: (device: OwnerDevice) => void;
};

const shownTimeOf = (iso: string | null) =>
  iso && !Number.isNaN(Date.parse(iso)) ? shownTime(iso) : null;

/** The devices that get alerts: name, since when, last alert, and a Remove button each. */
export function AlertsDevices({ copy, devices, busy, onRemove }: AlertsDevicesProps) {
  return (
    <section aria-labelledby="alert-devices" className="border-t border-concrete-200 pt-6">
      <h2 id="alert-devices" className="text-xl font-bold text-ink">
        {copy.devices}
      </h2>
      <ul className="mt-3 divide-y divide-concrete-200">
        {devices.map((device) => {
          const last = shownTimeOf(device.lastAlertAt);
          return (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">
                  {device.name}
                  {device.self ? ` (${copy.thisDevice})` : null}
                </p>
                <p className="text-sm text-muted">
                  {copy.since} {shownTimeOf(device.subscribedAt) ?? '?'};{' '}
                  {last ? `${copy.lastAlert} ${last}` : copy.noAlertYet}
                </p>
              </div>
              <button
                type="button"
                className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-concrete-200 px-4 py-2 font-semibold text-ink hover:border-danger hover:text-danger disabled:opacity-60"
                aria-label={`${copy.remove} ${device.name}${device.self ? ` (${copy.thisDevice})` : ''}`}
                disabled={busy}
                onClick={() => onRemove(device)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
                {copy.remove}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
