#!/usr/bin/env python3
"""Small CSR matrix for the csr_spmv kernel: writes the inputs as files and
prints the expected y and xn."""
n = 100
rp = [0]
for i in range(n):
    rp.append(rp[-1] + (i * 5) % 9)
nnz = rp[-1]
col = [(j * 13) % n for j in range(nnz)]
val = [j - 50 for j in range(nnz)]
x = [i * 3 - 7 for i in range(n)]
y = []; xn = []
for i in range(n):
    s = sum(val[j] * x[col[j]] for j in range(rp[i], rp[i + 1]))
    y.append(s); xn.append((s ^ (s >> 10)) & 1023)
for name, l in (('rp', rp), ('col', col), ('val', val), ('x', x)):
    open('spmv.' + name, 'w').write('\n'.join(map(str, l)) + '\n')
print('y: ' + ' '.join(map(str, y)))
print('xn: ' + ' '.join(map(str, xn)))
print(n, nnz)
