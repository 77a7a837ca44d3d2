import { useState } from 'react';

/** A round avatar, a person icon when the image is missing or fails. Lazy unless `eager`, for a first-screen main picture. */
export function Avatar({
  src,
  size = 40,
  alt = '',
  eager = false,
}: {
  src?: string | undefined;
  size?: number;
  alt?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== undefined && src !== '' && failed !== src;
  return showImage ? (
    <img
      className="avatar"
      src={src}
      width={size}
      height={size}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(src)}
    />
  ) : (
    <span
      className="avatar avatar-fallback"
      style={{ width: size, height: size }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <svg viewBox="0 0 24 24" width={size * 0.6} height={size * 0.6} aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
      </svg>
    </span>
  );
}
