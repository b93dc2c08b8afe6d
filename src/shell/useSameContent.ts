// Keeps a value's identity while its content stays the same, so what is memoised on it (a menu's
// antd items, a memoised element) is not made again for an equal value built anew.
import { useState } from 'react';

/** `value`, or the one held before when both serialise to the same JSON (plain data only). */
export function useSameContent<T>(value: T): T {
  const [held, setHeld] = useState(value);
  if (held === value || JSON.stringify(held) === JSON.stringify(value)) return held;
  // A new content: held from now on (a state update during render, as React allows for derived state).
  setHeld(value);
  return value;
}
