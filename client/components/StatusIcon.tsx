/** The mark inside the circle: i, !, a tick or a cross. */
export type StatusMark = "info" | "exclaim" | "check" | "cross";

/**
 * The round status picture of a dialog (`ring`: an outlined circle, mark in its colour) and of a
 * notice (`disc`: a filled circle, mark in white), drawn on one 48-unit grid. Decorative: the
 * dialog's title and the notice's role say what it is.
 */
export function StatusIcon({ mark, look, size, className }: { mark: StatusMark; look: "ring" | "disc"; size: number; className?: string }) {
  const ink = look === "ring" ? "currentColor" : "#fff";
  const weight = look === "ring" ? 4 : 4.8;
  const line = (d: string, strokeWidth = weight) => (
    <path d={d} fill="none" stroke={ink} strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
  );
  const dot = (cy: number) => <circle cx="24" cy={cy} r={look === "ring" ? 2.6 : 3.1} fill={ink} />;
  return (
    <svg className={className} viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      {look === "ring" ? (
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      ) : (
        <circle cx="24" cy="24" r="21.6" fill="currentColor" />
      )}
      {mark === "cross" ? (
        line("M16.5 16.5l15 15M31.5 16.5l-15 15", 3.5)
      ) : mark === "check" ? (
        line("M13.9 24.7l6.7 6.7 13.5-14.2")
      ) : mark === "exclaim" ? (
        <>
          {line("M24 12v15")}
          {dot(34.5)}
        </>
      ) : (
        <>
          {dot(14)}
          {line("M24 21v14")}
        </>
      )}
    </svg>
  );
}
