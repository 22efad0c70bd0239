import { AdvancedSearchForm } from '../../features/advanced-search/components/advanced-search-form';

export default function AdvancedSearchPage() {
  return (
    <div className="container page">
      <AdvancedSearchForm />
    </div>
  );
}
