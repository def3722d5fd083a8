import { Search } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-error';
import { usePatients } from '../api/get-patients';
import { filterPatients } from '../utils/filter-patients';
import { PatientsTable } from './patients-table';

/** Search box, table and empty states of the Patients screen. */
export function PatientsList() {
  const [search, setSearch] = useState('');
  const patientsQuery = usePatients();
  const patients = filterPatients(patientsQuery.data ?? [], search);

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground"
            aria-hidden="true"
          />
          <label htmlFor="patient-search" className="sr-only">
            Search patients
          </label>
          <Input
            id="patient-search"
            type="search"
            placeholder="Search patients..."
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {patientsQuery.isPending && <p className="py-8 text-center text-muted-foreground">Loading patients...</p>}
        {patientsQuery.isError && (
          <p role="alert" className="py-8 text-center text-destructive">
            {getErrorMessage(patientsQuery.error, 'Failed to fetch patients')}
          </p>
        )}
        {patientsQuery.isSuccess && patients.length === 0 && (
          <div className="py-10 text-center">
            <p className="font-medium">No patients found</p>
            {search.trim() !== '' && <p className="text-sm text-muted-foreground">Try adjusting your search terms</p>}
          </div>
        )}
        {patientsQuery.isSuccess && patients.length > 0 && <PatientsTable patients={patients} />}
      </CardContent>
    </Card>
  );
}
