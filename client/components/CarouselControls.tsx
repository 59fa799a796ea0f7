/** The carousel's buttons under the slides: previous, one dot per slide, next, and pause/play when it can move by itself. */
export function CarouselControls({
  slidesId,
  count,
  index,
  canAutoplay,
  stopped,
  onGo,
  onPrev,
  onNext,
  onToggle,
}: {
  /** The id of the slides' track, which every button controls. */
  slidesId: string;
  count: number;
  index: number;
  canAutoplay: boolean;
  stopped: boolean;
  onGo: (to: number) => void;
  onPrev: () => void;
  onNext: () => void;
  onToggle: () => void;
}) {
  return (
    <div className="carousel__controls">
      <button type="button" className="carousel__arrow" aria-controls={slidesId} aria-label="Previous slide" onClick={onPrev}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div className="carousel__dots">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="carousel__dot"
            aria-controls={slidesId}
            aria-label={`Show slide ${i + 1} of ${count}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => onGo(i)}
          />
        ))}
      </div>
      <button type="button" className="carousel__arrow" aria-controls={slidesId} aria-label="Next slide" onClick={onNext}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {canAutoplay ? (
        <button
          type="button"
          className="carousel__playpause"
          aria-label={stopped ? "Start automatic slide show" : "Stop automatic slide show"}
          onClick={onToggle}
        >
          {stopped ? (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M7 4l13 8-13 8z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
            </svg>
          )}
        </button>
      ) : null}
    </div>
  );
}
