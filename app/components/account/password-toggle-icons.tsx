// The password field's show/hide toggle draws these two icons (Feather's "eye" and "eye-off", MIT),
// inline so they look the same with any font. CSS shows the one that matches the button's
// aria-pressed; the button's accessible name says what it does, the icons stay hidden from readers.

const SVG_PROPS = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export function PasswordToggleIcons() {
  return (
    <>
      <svg {...SVG_PROPS} className="show-password__icon show-password__icon--show">
        <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
      <svg {...SVG_PROPS} className="show-password__icon show-password__icon--hide">
        <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19m-6.72-1.07a3 3 0 1 1-4.24-4.24" />
        <line x1="1" y1="1" x2="23" y2="23" />
      </svg>
    </>
  );
}
