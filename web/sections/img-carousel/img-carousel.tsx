import { type FocusEvent, useEffect, useRef, useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { AutoplayToggle } from '../../components/ui/autoplay-toggle';
import { ContentImage } from '../../components/ui/content-image';
import { SmartLink } from '../../components/ui/smart-link';
import { useReducedMotion } from '../../components/ui/use-reduced-motion';
import type { SectionProps } from '../section-props';

/** docs/product.md §4: the hero advances every 7 seconds. */
export const HERO_INTERVAL_MS = 7000;

/**
 * The hero slideshow. It advances every 7 s unless the visitor hovers it, moves focus into it, presses
 * pause, or prefers reduced motion; previous/next buttons, slide buttons and arrow keys always work.
 */
export function ImgCarousel({ section, isFirst }: SectionProps<'IMG-CAROUSEL'>) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const slides = section.carouselData;
  const autoplay = !reducedMotion && !stopped && slides.length > 1;
  const running = autoplay && !hovered && !focused;
  const regionRef = useRef<HTMLDivElement>(null);

  // WAI-ARIA carousel pattern: slide changes are announced only when the visitor drives them, never
  // while the slideshow rotates on its own. react-bootstrap gives no prop for its slide container.
  useEffect(() => {
    regionRef.current?.querySelector('.carousel-inner')?.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [running]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      ref={regionRef}
      className="hero-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={section.heading ?? 'Highlights'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Carousel
        activeIndex={index}
        onSelect={(next) => setIndex(next)}
        interval={running ? HERO_INTERVAL_MS : null}
        pause={false}
        slide={!reducedMotion}
        controls={slides.length > 1}
        indicators={slides.length > 1}
        indicatorLabels={slides.map((slide, i) => `Slide ${i + 1}: ${slide.heading}`)}
        prevLabel="Previous slide"
        nextLabel="Next slide"
      >
        {slides.map((slide, i) => {
          // One h1 per page: the first slide's heading opens the page; the others are h2.
          const Heading = isFirst && i === 0 ? 'h1' : 'h2';
          return (
            <Carousel.Item
              key={`${slide.heading}-${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              <ContentImage
                className="hero-carousel__image"
                src={slide.imageUrl}
                alt={slide.imageAlt}
                width={1600}
                height={900}
                eager={isFirst && i === 0}
              />
              <div className="hero-carousel__content container">
                <div className="hero-carousel__text">
                  <Heading className="hero-carousel__heading">{slide.heading}</Heading>
                  {slide.subHeading && <p className="hero-carousel__subheading">{slide.subHeading}</p>}
                  {slide.supportText?.map((line, j) => (
                    <p key={j} className="hero-carousel__support">
                      {line}
                    </p>
                  ))}
                  {slide.targetUrl && (
                    <SmartLink to={slide.targetUrl} className="btn btn-accent btn-lg hero-carousel__cta">
                      {slide.ctaLabel ?? 'Learn more'}
                    </SmartLink>
                  )}
                </div>
              </div>
            </Carousel.Item>
          );
        })}
      </Carousel>
      {slides.length > 1 && !reducedMotion && (
        <AutoplayToggle
          className="hero-carousel__toggle"
          playing={!stopped}
          onToggle={() => setStopped((value) => !value)}
          label="slideshow"
        />
      )}
    </div>
  );
}
