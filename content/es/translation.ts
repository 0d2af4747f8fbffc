/**
 * The shape of a Spanish copy module (content/es/): the English module's shape with every string
 * any string, so a Spanish module has each key its English one has, no more, and the same kinds of
 * value (a list stays a list, a function the same function). `tsc` refuses a Spanish module that
 * drifts from its English one.
 */
export type Es<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends (infer U)[]
      ? Es<U>[]
      : T extends readonly (infer U)[]
        ? readonly Es<U>[]
        : T extends object
          ? { [K in keyof T]: Es<T[K]> }
          : T;
