import { collectionListPage } from '@/components/marketing/collection-pages';

const page = collectionListPage('news');
export const generateMetadata = page.generateMetadata;
export default page.ListPage;
