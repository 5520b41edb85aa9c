// The product's images: one large image and a thumbnail strip. The first image loads
// eagerly with high priority (it is the page's largest paint); the rest wait. Where the API
// lists an image's sizes, the browser picks the width it needs, WebP where it reads WebP.
import type { ImageSet } from '@horeca/core/product';
import { useState, type ReactElement } from 'react';
import { formatText } from '../../lib/messages';
import { useWords } from '../../lib/words';

/** The main picture: the page's width on a phone, half of it (at most 600 px) beside the buy box. */
export const GALLERY_SIZES = '(min-width: 900px) min(50vw, 600px), 100vw';
const THUMB_SIZES = '72px';

/** `img` inside a <picture> offering the WebP sizes first, when the image has sizes. */
function sized(image: ReactElement<{ srcSet?: string; sizes?: string }>, set: ImageSet | undefined, sizes: string, key?: string) {
  if (!set) return image;
  return (
    <picture key={key}>
      <source type="image/webp" srcSet={set.webp} sizes={sizes} />
      {image}
    </picture>
  );
}

export function ProductGallery({ images, name, altTags, imageSets }: { images: string[]; name: string; altTags?: string[]; imageSets?: ImageSet[] }) {
  const { storefront: storefrontMessages } = useWords();
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];
  const sets = imageSets?.length === images.length ? imageSets : [];
  const shownSet = sets[images[index] ? index : 0];
  const altFor = (i: number) => altTags?.[i] || formatText(storefrontMessages.imageOf, { name, n: i + 1 });
  return (
    <div className="gallery">
      <div className="gallery__main">
        {shown
          ? sized(
              <img src={shown} srcSet={shownSet?.png} sizes={shownSet ? GALLERY_SIZES : undefined} alt={altFor(index)} width="600" height="600" fetchPriority={index === 0 ? 'high' : 'auto'} decoding="async" />,
              shownSet,
              GALLERY_SIZES,
            )
          : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={storefrontMessages.productImages}>
          {images.map((image, i) => (
            <li key={image}>
              <button type="button" aria-pressed={i === index} aria-label={formatText(storefrontMessages.showImage, { n: i + 1 })} onClick={() => setIndex(i)}>
                {sized(<img src={image} srcSet={sets[i]?.png} sizes={sets[i] ? THUMB_SIZES : undefined} alt="" width="72" height="72" loading="lazy" decoding="async" />, sets[i], THUMB_SIZES)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
