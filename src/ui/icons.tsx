/** How an icon is drawn: filled at 16 px beside text, or in lines at 20 px (the sidebar's, beside its labels). */
const VARIANTS = {
  fill: { size: 16, paint: { fill: 'currentColor' } },
  line: {
    size: 20,
    paint: { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' },
  },
} as const;

/** A small inline icon: a 24-unit path in the text's colour. Decorative, so hidden from assistive technology. */
export function Icon({ d, variant = 'fill', className }: { d: string; variant?: keyof typeof VARIANTS; className?: string }) {
  const { size, paint } = VARIANTS[variant];
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} {...paint} />
    </svg>
  );
}

export const HeartIcon = () => (
  <Icon d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.1 4.4 2.4h2C13.8 6.1 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21Z" />
);

export const ReplyIcon = () => <Icon d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />;

export const PlusIcon = () => <Icon d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z" />;

export const TrashIcon = () => <Icon d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z" />;

export const PinIcon = () => (
  <Icon d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
);

/** Apple's logo, drawn: the U+F8FF character is in Apple's fonts only. */
export const AppleIcon = () => (
  <Icon d="M16.4 12.7c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6Zm-2.2-7c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.1 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4Z" />
);

export const PlayIcon = () => <Icon d="M5 3.2v17.6c0 .6.7 1 1.2.7L21 12.9c.5-.3.5-1.1 0-1.4L6.2 2.5C5.7 2.2 5 2.6 5 3.2Z" />;
