// "Employers of Choice" (spec sections 2, 4, 9): shuffled logos with follow buttons in a looping
// carousel. The carousel machine holds the page; autoplay pauses while the pointer is over it,
// while the keyboard focus is in it, or when the user pauses it (and from the start when the
// user prefers reduced motion). Slides off the current page are inert, so Tab only visits what is
// on screen and leaves the carousel normally.
import { useMachine } from '@xstate/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { carouselMachine } from '../../../../../machines/carousel.machine';
import { CAROUSEL_SPEED_MS } from '../../../../../openapi/vocabulary/timing';
import { Icon } from '../../../components/icon';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useEmployersOfChoice } from '../api/get-employers-of-choice';
import { arrowsShown, slidesPerPage, useWindowWidth } from '../layout';
import { EMPLOYERS_TITLE } from '../title';
import { CompanyCard } from './company-card';
import '../employers.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** A swipe shorter than this (px) is a tap. */
const SWIPE_MIN_PX = 40;

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

function Carousel({ companies, perPage, pageCount, arrows }: CarouselProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [snapshot, send] = useMachine(carouselMachine, { input: { pageCount, loop: true } });
  const { page } = snapshot.context;
  const [userPaused, setUserPaused] = useState(reducedMotion);
  const pauseReasons = useRef({ pointer: false, focus: false, user: reducedMotion });
  const rootRef = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const trackId = useId();

  // The machine pauses on `carousel.pointerEnter`; any reason to pause (pointer, focus, the
  // user's choice) holds it there until none is left.
  const syncPause = () => {
    const { pointer, focus, user } = pauseReasons.current;
    send({ type: pointer || focus || user ? 'carousel.pointerEnter' : 'carousel.pointerLeave' });
  };

  useEffect(() => {
    if (pauseReasons.current.user) send({ type: 'carousel.pointerEnter' });
  }, [send]);

  // Logos load when the carousel is near the viewport, for this page and the ones beside it.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: '30%' },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const pageOf = (index: number) => Math.floor(index / perPage);
  const isNearby = (index: number) => {
    const distance = Math.abs(pageOf(index) - page);
    return inView && (distance <= 1 || distance === pageCount - 1);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    pauseReasons.current.pointer = true;
    syncPause();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    pauseReasons.current.pointer = false;
    syncPause();
  };
  const onFocus = () => {
    pauseReasons.current.focus = true;
    syncPause();
  };
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return;
    }
    pauseReasons.current.focus = false;
    syncPause();
  };
  const togglePause = () => {
    pauseReasons.current.user = !userPaused;
    setUserPaused(!userPaused);
    syncPause();
  };

  const playing = snapshot.matches('playing');
  const multiPage = pageCount > 1;

  return (
    <div
      ref={rootRef}
      className="carousel"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {multiPage ? (
        <div className="carousel-controls">
          <button type="button" className="carousel-pause" onClick={togglePause}>
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
      ) : null}
      <div
        className="carousel-viewport"
        onPointerDown={(event) => {
          swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null) return;
          const moved = event.clientX - start;
          if (Math.abs(moved) < SWIPE_MIN_PX) return;
          send({ type: moved < 0 ? 'carousel.next' : 'carousel.previous' });
        }}
      >
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
          {companies.map((company, index) => {
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
          })}
        </ul>
      </div>
      {multiPage ? (
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
      ) : null}
    </div>
  );
}
