// HOME: the search bar, brand banners, employers of choice and the download-app section.
import { SearchBar } from '../../features/search/components/search-bar';
import { site } from '../../lib/site';
import './home.css';

export default function HomePage() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">Find your next job in {site.name}</h1>
          <p className="hero-lead">
            Search thousands of openings by skill, designation, company and city.
          </p>
          <SearchBar variant="hero" />
        </div>
      </section>
    </div>
  );
}
