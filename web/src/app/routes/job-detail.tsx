import { JobDetailView } from '../../features/job-detail/components/job-detail-view';

export default function JobDetailPage({ jobId }: { jobId: string }) {
  return (
    <div className="container page">
      <JobDetailView jobId={jobId} />
    </div>
  );
}
