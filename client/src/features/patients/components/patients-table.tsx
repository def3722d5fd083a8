import type { PatientDto } from '@common/schemas/patient.schema';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../components/ui/use-toast';
import { DATE_FORMAT, formatDate } from '../../../lib/format-date';
import { DeletePatientsDialog } from './delete-patients-dialog';

interface PatientsTableProps {
  patients: PatientDto[];
  /** Only screens that can delete patients pass this; without it 'Delete Selected' is not shown. */
  onDeleteSelected?: (ids: number[]) => void;
}

export function PatientsTable({ patients, onDeleteSelected }: PatientsTableProps) {
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const visibleSelected = patients.filter((patient) => selected.has(patient.id)).map((patient) => patient.id);
  const allSelected = patients.length > 0 && visibleSelected.length === patients.length;

  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(patients.map((patient) => patient.id)));
  const toggleOne = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const exportSelected = () =>
    toast({ title: 'Feature Not Available', description: 'Exporting patients is not available yet.' });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <Checkbox checked={allSelected} onCheckedChange={toggleAll} disabled={patients.length === 0} />
          {allSelected ? 'Deselect All' : 'Select All'}
        </label>
        {visibleSelected.length > 0 && (
          <>
            <span className="text-sm text-muted-foreground">{visibleSelected.length} selected</span>
            <Button variant="outline" size="sm" onClick={exportSelected}>
              <Download aria-hidden="true" />
              Export Selected
            </Button>
            {onDeleteSelected && (
              <DeletePatientsDialog count={visibleSelected.length} onConfirm={() => onDeleteSelected(visibleSelected)}>
                <Button variant="destructive" size="sm">
                  <Trash2 aria-hidden="true" />
                  Delete Selected
                </Button>
              </DeletePatientsDialog>
            )}
          </>
        )}
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <span className="sr-only">Selected</span>
            </TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Phone</TableHead>
            <TableHead>Date of Birth</TableHead>
            <TableHead>Last Visit</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {patients.map((patient) => (
            <TableRow
              key={patient.id}
              className="cursor-pointer"
              data-state={selected.has(patient.id) ? 'selected' : undefined}
              onClick={() => navigate(`/patients/${patient.id}`)}
            >
              <TableCell onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  checked={selected.has(patient.id)}
                  onCheckedChange={() => toggleOne(patient.id)}
                  aria-label={`Select ${patient.name}`}
                />
              </TableCell>
              <TableCell className="font-medium">
                <Link
                  href={`/patients/${patient.id}`}
                  className="hover:underline"
                  onClick={(event) => event.stopPropagation()}
                >
                  {patient.name}
                </Link>
              </TableCell>
              <TableCell>{patient.email ?? ''}</TableCell>
              <TableCell>{patient.phoneNumber ?? ''}</TableCell>
              <TableCell>{formatDate(patient.dateOfBirth, DATE_FORMAT, 'N/A')}</TableCell>
              <TableCell>N/A</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
