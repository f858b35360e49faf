import { legalPage } from '@/components/marketing/legal-page';

const page = legalPage('termsConditions');
export const generateMetadata = page.generateMetadata;
export default page.LegalPage;
