// The home hero (GET /frontend/sliders/1). One slide at a time with previous/next and dot
// buttons; no autoplay, so nothing moves under a reader and the first image is the
// page's stable largest paint. A box of the slides' aspect ratio is reserved while loading.
import type { SliderItem } from '@horeca/core/product';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatText } from '../../lib/messages';
import { useWords } from '../../lib/words';


export function HeroSlider({ slides }: { slides: SliderItem[] | undefined }) {
  const { storefront: storefrontMessages } = useWords();
  const [index, setIndex] = useState(0);
  if (!slides || slides.length === 0) return <div className="hero hero--empty" aria-hidden="true" />;
  const slide = slides[index % slides.length] as SliderItem;
  const go = (step: number) => setIndex((current) => (current + step + slides.length) % slides.length);
  return (
    <section className="hero" aria-roledescription="carousel" aria-label={storefrontMessages.featured}>
      <div className="hero__slide" role="group" aria-roledescription="slide" aria-label={formatText(storefrontMessages.slideOf, { n: index + 1, total: slides.length })}>
        <picture>
          {slide.mobile_image ? <source media="(max-width: 639.98px)" srcSet={slide.mobile_image} /> : null}
          <img src={slide.image} alt="" width="1200" height="400" fetchPriority={index === 0 ? 'high' : 'auto'} decoding="async" />
        </picture>
        <div className="hero__text">
          <h2>{slide.title}</h2>
          {slide.subtitle ? <p>{slide.subtitle}</p> : null}
          {slide.link ? (
            <Link className="button button--primary" to={slide.link}>
              {slide.button_text ?? storefrontMessages.shopNow}
            </Link>
          ) : null}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="hero__controls">
          <button type="button" className="icon-button" onClick={() => go(-1)} aria-label={storefrontMessages.previousSlide}>
            ‹
          </button>
          {slides.map((item, i) => (
            <button key={item.id} type="button" className="hero__dot" aria-label={formatText(storefrontMessages.goToSlide, { n: i + 1 })} aria-current={i === index} onClick={() => setIndex(i)} />
          ))}
          <button type="button" className="icon-button" onClick={() => go(1)} aria-label={storefrontMessages.nextSlide}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
