import { useEffect, useRef, useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { ContentImage } from '../../components/ui/content-image';
import { SmartLink } from '../../components/ui/smart-link';
import { useReducedMotion } from '../../components/ui/use-reduced-motion';
import type { SectionProps } from '../section-props';

/**
 * A slideshow that waits for the visitor: it never advances by itself (docs/product.md §4). Previous and
 * next buttons, slide buttons and the arrow keys change the slide, and the change is announced.
 */
export function ImgCarousel({ section, isFirst }: SectionProps<'IMG-CAROUSEL'>) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const slides = section.carouselData;
  const regionRef = useRef<HTMLDivElement>(null);

  // WAI-ARIA carousel pattern: every change is the visitor's, so it is announced. react-bootstrap gives
  // no prop for its slide container.
  useEffect(() => {
    regionRef.current?.querySelector('.carousel-inner')?.setAttribute('aria-live', 'polite');
  }, []);

  return (
    <div
      ref={regionRef}
      className={`hero-carousel${isFirst ? '' : ' hero-carousel--inline'}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={section.heading ?? 'Highlights'}
    >
      <Carousel
        activeIndex={index}
        onSelect={(next) => setIndex(next)}
        interval={null}
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
    </div>
  );
}
