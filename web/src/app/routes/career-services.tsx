import { CareerServicesPage } from '../../features/career-services/components/career-services-page';

export default function CareerServices() {
  return <CareerServicesPage />;
}
