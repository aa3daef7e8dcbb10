type SquareImageProps = {
  src: string;
  alt: string;
  className: string;
  /** Below the fold: fetched when about to be seen, decoded off the main thread. */
  lazy?: boolean;
};

/** A square picture of the marketing pages (400 × 400 files): its size is given so that nothing moves as it arrives. */
export function SquareImage({ src, alt, className, lazy = true }: SquareImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading={lazy ? "lazy" : undefined}
      fetchPriority={lazy ? "low" : undefined}
      decoding={lazy ? "async" : undefined}
      className={className}
    />
  );
}
