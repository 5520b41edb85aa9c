// The product's images: one large image and a thumbnail strip. The first image loads
// eagerly with high priority (it is the page's largest paint); the rest wait.
import { useState } from 'react';
import { formatText, storefrontMessages } from '../../lib/messages';

export function ProductGallery({ images, name, altTags }: { images: string[]; name: string; altTags?: string[] }) {
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];
  const altFor = (i: number) => altTags?.[i] || formatText(storefrontMessages.imageOf, { name, n: i + 1 });
  return (
    <div className="gallery">
      <div className="gallery__main">
        {shown ? <img src={shown} alt={altFor(index)} width="600" height="600" fetchPriority={index === 0 ? 'high' : 'auto'} decoding="async" /> : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={storefrontMessages.productImages}>
          {images.map((image, i) => (
            <li key={image}>
              <button type="button" aria-pressed={i === index} aria-label={formatText(storefrontMessages.showImage, { n: i + 1 })} onClick={() => setIndex(i)}>
                <img src={image} alt="" width="72" height="72" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
