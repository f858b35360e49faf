import { collectionArticlePage } from '@/components/site/collection-pages';

const page = collectionArticlePage('news');
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.ArticlePage;
