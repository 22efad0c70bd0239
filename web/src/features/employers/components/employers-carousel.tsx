// "Employers of Choice" (spec sections 2, 4, 9): shuffled logos with follow buttons in a looping
// carousel. The carousel machine holds the page; autoplay pauses while the pointer is over it,
// while the keyboard focus is in it, or when the user pauses it (and from the start when the
// user prefers reduced motion). Slides off the current page are inert, so Tab only visits what is
// on screen and leaves the carousel normally.
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { carouselMachine, type CarouselEvent } from '../../../../../machines/carousel.machine';
import { CAROUSEL_SPEED_MS } from '../../../../../openapi/vocabulary/timing';
import { Icon } from '../../../components/icon';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useEmployersOfChoice } from '../api/get-employers-of-choice';
import { arrowsShown, slidesPerPage, useWindowWidth } from '../layout';
import { EMPLOYERS_TITLE } from '../title';
import { CompanyCard } from './company-card';
import { useCarouselPause, useNearViewport, useSwipe } from './use-carousel';
import '../employers.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type Company = Schemas['EmployerOfChoice'];

export function EmployersOfChoice() {
  const { data, isPending, isError, error } = useEmployersOfChoice();
  const width = useWindowWidth();
  const perPage = slidesPerPage(width);

  useEffect(() => {
    if (isError) console.warn('Employers of choice failed to load', error);
  }, [isError, error]);

  if (isPending) return <Section perPage={perPage} busy />;
  if (isError || data.length === 0) return null;
  const pageCount = Math.ceil(data.length / perPage);
  return (
    <Section perPage={perPage}>
      <Carousel
        // A new layout is a new set of pages: start again from the first.
        key={`${perPage}-${pageCount}`}
        companies={data}
        perPage={perPage}
        pageCount={pageCount}
        arrows={arrowsShown(width, data.length)}
      />
    </Section>
  );
}

function Section({
  perPage,
  busy,
  children,
}: {
  perPage: number;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      className="employers"
      aria-labelledby="employers-title"
      aria-roledescription={busy ? undefined : 'carousel'}
      aria-busy={busy || undefined}
      style={{ '--per-page': perPage } as CSSProperties}
    >
      <div className="container">
        <h2 className="section-title" id="employers-title">
          {EMPLOYERS_TITLE}
        </h2>
        {busy ? <Skeleton perPage={perPage} /> : children}
      </div>
    </section>
  );
}

function Skeleton({ perPage }: { perPage: number }) {
  return (
    <div className="carousel">
      <div className="carousel-viewport">
        <ul className="carousel-track">
          {Array.from({ length: perPage }, (_, i) => (
            <li className="carousel-slide" key={i}>
              <div className="employer-card employer-card-skeleton" aria-hidden="true">
                <span className="skeleton-box skeleton-logo" />
                <span className="skeleton-box skeleton-line" />
                <span className="skeleton-box skeleton-line short" />
                <span className="skeleton-box skeleton-button" />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel-dots carousel-dots-placeholder" aria-hidden="true" />
      <p className="visually-hidden">Loading employers…</p>
    </div>
  );
}

interface CarouselProps {
  companies: Company[];
  perPage: number;
  pageCount: number;
  arrows: boolean;
}

type Send = (event: CarouselEvent) => void;

/** Pause or play, and the previous and next arrows where the layout shows them. */
function CarouselControls({
  trackId,
  userPaused,
  onTogglePause,
  arrows,
  send,
}: {
  trackId: string;
  userPaused: boolean;
  onTogglePause: () => void;
  arrows: boolean;
  send: Send;
}) {
  return (
    <div className="carousel-controls">
      <button type="button" className="carousel-pause" onClick={onTogglePause}>
        {userPaused ? 'Play' : 'Pause'}
        <span className="visually-hidden"> automatic scrolling</span>
      </button>
      {arrows ? (
        <>
          <button
            type="button"
            className="icon-button carousel-arrow"
            aria-controls={trackId}
            onClick={() => send({ type: 'carousel.previous' })}
          >
            <Icon name="chevronLeft" label="Previous employers" />
          </button>
          <button
            type="button"
            className="icon-button carousel-arrow"
            aria-controls={trackId}
            onClick={() => send({ type: 'carousel.next' })}
          >
            <Icon name="chevronRight" label="Next employers" />
          </button>
        </>
      ) : null}
    </div>
  );
}

/** One button per page, the current one marked. */
function CarouselDots({
  trackId,
  page,
  pageCount,
  send,
}: {
  trackId: string;
  page: number;
  pageCount: number;
  send: Send;
}) {
  return (
    <div className="carousel-dots" role="group" aria-label="Choose a page of employers">
      {Array.from({ length: pageCount }, (_, i) => (
        <button
          key={i}
          type="button"
          className="carousel-dot"
          aria-current={i === page ? 'true' : undefined}
          aria-controls={trackId}
          onClick={() => send({ type: 'carousel.goTo', page: i })}
        >
          <span className="visually-hidden">
            Page {i + 1} of {pageCount}
          </span>
        </button>
      ))}
    </div>
  );
}

/** The slides: those off the current page are inert; logos load on this page and the ones beside it. */
function CarouselSlides({
  companies,
  perPage,
  pageCount,
  page,
  inView,
}: Omit<CarouselProps, 'arrows'> & { page: number; inView: boolean }) {
  const pageOf = (index: number) => Math.floor(index / perPage);
  const isNearby = (index: number) => {
    const distance = Math.abs(pageOf(index) - page);
    return inView && (distance <= 1 || distance === pageCount - 1);
  };
  return companies.map((company, index) => {
    const onPage = pageOf(index) === page;
    return (
      <li
        key={company.companyId}
        className="carousel-slide"
        inert={!onPage}
        aria-hidden={onPage ? undefined : true}
      >
        <CompanyCard company={company} nearby={isNearby(index)} />
      </li>
    );
  });
}

function Carousel({ companies, perPage, pageCount, arrows }: CarouselProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [snapshot, send] = useMachine(carouselMachine, { input: { pageCount, loop: true } });
  const { page } = snapshot.context;
  const { userPaused, togglePause, handlers } = useCarouselPause(send, reducedMotion);
  const rootRef = useRef<HTMLDivElement>(null);
  const inView = useNearViewport(rootRef);
  const swipe = useSwipe(send);
  const trackId = useId();
  const playing = snapshot.matches('playing');
  const multiPage = pageCount > 1;

  return (
    <div ref={rootRef} className="carousel" {...handlers}>
      {multiPage ? (
        <CarouselControls
          trackId={trackId}
          userPaused={userPaused}
          onTogglePause={togglePause}
          arrows={arrows}
          send={send}
        />
      ) : null}
      <div className="carousel-viewport" {...swipe}>
        <ul
          id={trackId}
          className={`carousel-track${multiPage ? '' : ' carousel-track-single'}`}
          // While it turns by itself, page changes are not announced; when paused, they are.
          aria-live={playing ? 'off' : 'polite'}
          data-page={page}
          style={{
            transform: `translateX(-${page * 100}%)`,
            transitionDuration: reducedMotion ? '0ms' : `${CAROUSEL_SPEED_MS}ms`,
          }}
        >
          <CarouselSlides
            companies={companies}
            perPage={perPage}
            pageCount={pageCount}
            page={page}
            inView={inView}
          />
        </ul>
      </div>
      {multiPage ? (
        <CarouselDots trackId={trackId} page={page} pageCount={pageCount} send={send} />
      ) : null}
    </div>
  );
}
