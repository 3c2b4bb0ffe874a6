import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One search parameter of the address as state: its value (null when absent, or when `allowed`
 * is given and the value is not one of them) and a setter that sets it, or removes it for null,
 * keeping the other parameters. Each change is a new history entry (React Router's default).
 */
export function useSearchParam<T extends string = string>(
  name: string,
  allowed?: readonly T[],
): [T | null, (next: T | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && (!allowed || allowed.includes(raw as T)) ? (raw as T) : null;
  const setValue = useCallback(
    (next: T | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      }),
    [name, setParams],
  );
  return [value, setValue];
}
