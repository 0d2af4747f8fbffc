import { ReviewResult, reviewResultMetadata } from '@/components/review/review-result';

export const metadata = reviewResultMetadata('notSent');

export default function ReviewNotSentPage() {
  return <ReviewResult kind="notSent" />;
}
