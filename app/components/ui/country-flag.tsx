import { useEffect, useState } from 'react';
import { countryName } from '@app/lib/format';

type FlagUrls = ReadonlyMap<string, string>;

let flagUrls: FlagUrls | undefined;
let loadingFlagUrls: Promise<FlagUrls> | undefined;

/** The flag addresses, loaded once (their own small chunk, kept out of the main bundle). */
function loadFlagUrls(): Promise<FlagUrls> {
  loadingFlagUrls ??= import('./flag-urls').then((module) => (flagUrls = module.FLAG_URLS));
  return loadingFlagUrls;
}

const isCode = (code: string) => /^[A-Za-z]{2}$/.test(code);

/** Props of {@link CountryFlag}. */
export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code (any case). */
  code: string;
  /** Height in px (the width is 1.5 times it). */
  size?: number;
  /**
   * Whether the flag stands alone, so it is named by the country ("United States"). By default
   * it sits beside the country's name in text and is hidden from assistive technology.
   */
  named?: boolean;
}

/**
 * A country's flag as an SVG image (from country-flag-icons, not an emoji: regional-indicator
 * emoji read as two letters on Windows and as boxes without an emoji font), or nothing for a
 * code without a flag. Its box keeps its size while the addresses load, so nothing moves.
 */
export function CountryFlag({ code, size = 12, named = false }: CountryFlagProps) {
  const [urls, setUrls] = useState(flagUrls);
  useEffect(() => {
    if (urls) return;
    let active = true;
    void loadFlagUrls().then((loaded) => active && setUrls(loaded));
    return () => {
      active = false;
    };
  }, [urls]);

  const src = isCode(code) ? urls?.get(code.toUpperCase()) : undefined;
  if (!isCode(code) || (urls && !src)) return null;
  const width = size * 1.5;
  return (
    <span
      {...(named ? { role: 'img', 'aria-label': countryName(code) } : { 'aria-hidden': true })}
      data-flag={code.toUpperCase()}
      style={{
        display: 'inline-block',
        width,
        height: size,
        verticalAlign: '-0.1em',
        flexShrink: 0,
        lineHeight: 0,
      }}
    >
      {src && (
        <img
          src={src}
          alt=""
          width={width}
          height={size}
          loading="lazy"
          decoding="async"
          style={{ borderRadius: 2, boxShadow: '0 0 0 1px var(--mantine-color-gray-3)' }}
        />
      )}
    </span>
  );
}
