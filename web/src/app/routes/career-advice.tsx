import { CareerAdvicePage } from '../../features/career-advice/components/career-advice-page';

export default function CareerAdviceRoute({ slug }: { slug: string }) {
  return (
    <div className="container page">
      <CareerAdvicePage slug={slug} />
    </div>
  );
}
