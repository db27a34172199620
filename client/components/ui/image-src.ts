/** The spec's image constants: rendered widths, device widths (for srcset) and quality. */
export const IMAGE_WIDTHS = [36, 48, 54, 72, 96, 108] as const;
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_QUALITY = 90;
export const PLACEHOLDER_IMAGE = "/profile-placeholder.svg";

const ALL_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS];
const LARGEST = DEVICE_WIDTHS[DEVICE_WIDTHS.length - 1] ?? 3840;

/** The smallest width the optimiser serves that covers `width` (so the cache sees few distinct sizes). */
export function servedWidth(width: number): number {
  return ALL_WIDTHS.find((w) => w >= width) ?? LARGEST;
}

/** Only `sig/<hash>` keys (our stored copies) go through the optimiser; other addresses load as given. */
function isStoredKey(image: string): boolean {
  return image.startsWith("sig/");
}

/** The address of an image at a width; the placeholder when there is no image. */
export function imageSrc(image: string | null | undefined, width: number): string {
  if (!image) return PLACEHOLDER_IMAGE;
  if (!isStoredKey(image)) return image;
  return `/img?url=${encodeURIComponent(image)}&w=${servedWidth(width)}&q=${IMAGE_QUALITY}`;
}

/** 1x and 2x candidates for an image shown at a fixed CSS width; undefined when not optimised. */
export function imageSrcSet(image: string | null | undefined, width: number): string | undefined {
  if (!image || !isStoredKey(image)) return undefined;
  return `${imageSrc(image, width)} 1x, ${imageSrc(image, width * 2)} 2x`;
}
