import { ReviewResult, reviewResultMetadata } from '@/components/review/review-result';

export const metadata = reviewResultMetadata('sent');

export default function ReviewSentPage() {
  return <ReviewResult kind="sent" />;
}
