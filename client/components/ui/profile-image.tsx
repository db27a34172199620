import { useEffect, useRef, useState } from "react";
import { imageSrc, imageSrcSet, PLACEHOLDER_IMAGE } from "./image-src";

type ProfileImageProps = {
  /** A `sig/<hash>` key, an address, or null. */
  image: string | null;
  /** The rendered size in CSS pixels (one of the spec's image widths). */
  size: number;
  alt: string;
  /** Told once when the picture failed and the placeholder took its place. */
  onFail?: () => void;
  className?: string;
};

/** A profile picture that falls back to the placeholder when it fails to load (the spec). */
export function ProfileImage({ image, size, alt, onFail, className }: ProfileImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const broken = failed || !image;

  const fail = () => {
    if (failed) return;
    setFailed(true);
    onFail?.();
  };

  // A server-rendered picture can fail before hydration, when React is not yet listening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, on mount
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && !broken) fail();
  }, []);

  return (
    <img
      ref={ref}
      className={["profile-image", className ?? ""].join(" ").trim()}
      src={broken ? PLACEHOLDER_IMAGE : imageSrc(image, size)}
      srcSet={broken ? undefined : imageSrcSet(image, size)}
      width={size}
      height={size}
      alt={alt}
      decoding="async"
      onError={fail}
    />
  );
}
