import type { LucideIcon } from 'lucide-react';
import * as iconSet from './icon-set';

/**
 * The icons content may name, by name (lib/icon-set.ts lists them). Content refers to icons by
 * name so it stays plain data; all of them render on the server.
 */
export const icons: Record<keyof typeof iconSet, LucideIcon> = iconSet;
