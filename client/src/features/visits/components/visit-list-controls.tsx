import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { STATUS_FILTER_OPTIONS, type SortOrder, type StatusFilter } from '../utils/visit-status';

interface VisitListControlsProps {
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  /** The status filter is shown only when these are given (Active visits). */
  status?: StatusFilter;
  onStatusChange?: (status: StatusFilter) => void;
}

export function VisitListControls({ sort, onSortChange, status, onStatusChange }: VisitListControlsProps) {
  const isStatusFilter = (value: string): value is StatusFilter =>
    STATUS_FILTER_OPTIONS.some((option) => option.value === value);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {status !== undefined && onStatusChange && (
        <div className="w-48">
          <label htmlFor="visit-status-filter" className="sr-only">
            Filter by status
          </label>
          <Select value={status} onValueChange={(value) => isStatusFilter(value) && onStatusChange(value)}>
            <SelectTrigger id="visit-status-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUS_FILTER_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      <Button
        variant="outline"
        onClick={() => onSortChange(sort === 'newest' ? 'oldest' : 'newest')}
        title="Change sort order"
      >
        {sort === 'newest' ? <ArrowDownWideNarrow aria-hidden="true" /> : <ArrowUpNarrowWide aria-hidden="true" />}
        {sort === 'newest' ? 'Newest First' : 'Oldest First'}
      </Button>
    </div>
  );
}
