// Behaviour: what each command does, read from the code its run functions reach. This file holds
// the call-following machinery the other parts use, and the pass (analyse) that fills in every
// command's `runs`, `networks`, `opens`, `writes` and `prints`, and `commandWrapper`.
//
// The run functions are command.Command's Run/RunS (flow-cli internal/command/command.go), cobra's
// Run/RunE and pre-runs, and the functions handed to the emulator's start.Cmd (flow-emulator
// cmd/emulator/start/start.go). From them the reader follows calls through every package of the
// CLI, flowkit, flow-emulator and cadence-tools/test that the CLI's cmd/flow imports, directly or
// not (loadAll; a package missing from a checkout is listed in `notReadAtThatVersion`):
//   - package functions, and functions named without being called (handed to another function);
//   - methods, resolved through the declared types of variables, fields, results, range values and
//     type assertions (typeOf), through embedded fields;
//   - interface methods, to the implementations whose type the reached code builds (a composite
//     literal, new(T), a method called on a value of that type: rapid type analysis), seeded with
//     the types the command wrapper builds for wrapped commands; test doubles (packages named
//     mocks or tests) never;
//   - a value of a type built in reached code brings its String, Oneliner, View and Error methods
//     (and a bubbletea model's Init and Update);
//   - calls of flowkit's State.Save* are effects (networks.go), not followed.
// For each reached function, collect records the lines it prints (prints.go), and the networks it
// refuses, the URLs it opens and the files it writes (networks.go). The wrapper every
// command.Command runs in (command.Command.AddToParent) is read once, as commandWrapper; then
// needs.go reads what each command needs, hides and edits.

package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

type rootRef struct {
	p *pkg
	e ast.Expr
	// field is the field of the literal that holds it: Run or RunS of command.Command (the wrapper
	// requires the configuration for RunS), cobra's Run, RunE or a pre-run.
	field string
}

type localDef struct {
	pos      token.Pos
	end      token.Pos // where the definition is complete: a use before it is not its
	scope    ast.Node
	assign   bool
	typ      ast.Expr
	val      ast.Expr
	idx      int
	rangeOf  ast.Expr
	rangeKey bool
	param    bool
}

// fnode is a function the analysis reads: a declaration, or a function literal used as a root.
type fnode struct {
	recv   string // "pkgpath.Type" of a method
	p      *pkg
	decl   *ast.FuncDecl
	lit    *ast.FuncLit
	key    string
	locals map[string][]localDef
}

func (f *fnode) body() *ast.BlockStmt {
	if f.decl != nil {
		return f.decl.Body
	}
	return f.lit.Body
}

func (f *fnode) ftype() *ast.FuncType {
	if f.decl != nil {
		return f.decl.Type
	}
	return f.lit.Type
}

type ectx struct {
	f    *fnode
	bind map[string][]string
}

type behaviour struct {
	prints   map[string]*PrintFact
	opens    map[string]*URLFact
	writes   map[string]*FileFact
	sections map[string]bool
	configAt []*FileFact
	checks   []*NetworkCheck
	fns      []*fnode // the functions reached, for needs.go
}

func (r *reader) inModules(path string) bool {
	for _, m := range []string{cliModule, flowkitModule, emulatorModule, cadenceTestModule} {
		if path == m || strings.HasPrefix(path, m+"/") {
			return r.roots[m] != ""
		}
	}
	return false
}

// loadAll loads every package of the CLI, flowkit and the emulator that cmd/flow imports, directly
// or not, so that interface implementations are looked up in a fixed set.
func (r *reader) loadAll() {
	queue := []string{cliModule + "/cmd/flow"}
	seen := map[string]bool{}
	for len(queue) > 0 {
		path := queue[0]
		queue = queue[1:]
		if seen[path] {
			continue
		}
		seen[path] = true
		if !r.packageExists(path) {
			r.missing = append(r.missing, path)
			continue
		}
		p := r.load(path)
		for _, imps := range p.imports {
			for _, ip := range imps {
				if r.inModules(ip) && !seen[ip] {
					queue = append(queue, ip)
				}
			}
		}
	}
	sort.Strings(r.missing)
}

func (r *reader) packageExists(importPath string) bool {
	for mod, root := range r.roots {
		if importPath == mod || strings.HasPrefix(importPath, mod+"/") {
			rel := strings.TrimPrefix(strings.TrimPrefix(importPath, mod), "/")
			if st, err := os.Stat(filepath.Join(root, rel)); err == nil && st.IsDir() {
				return true
			}
		}
	}
	return false
}

func (r *reader) sortedPkgs() []*pkg {
	var out []*pkg
	for _, p := range r.pkgs {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out
}

// testDouble tells the packages whose types are test doubles (mocks), never run by a command.
func testDouble(p *pkg) bool {
	base := filepath.Base(p.path)
	return base == "mocks" || base == "tests" || strings.HasSuffix(p.rel, "/mocks")
}

// ---- functions and their locals ----

func (r *reader) fnOf(p *pkg, d *ast.FuncDecl) *fnode {
	key := p.path + "." + d.Name.Name
	recv := ""
	if d.Recv != nil && len(d.Recv.List) == 1 {
		recv = p.path + "." + recvTypeName(d.Recv.List[0].Type)
		key = recv + "." + d.Name.Name
	}
	return r.fnKey(key, func() *fnode { return &fnode{p: p, decl: d, key: key, recv: recv} })
}

func (r *reader) fnLit(p *pkg, l *ast.FuncLit) *fnode {
	key := r.pos(l.Pos())
	return r.fnKey(key, func() *fnode { return &fnode{p: p, lit: l, key: key} })
}

func (r *reader) fnKey(key string, mk func() *fnode) *fnode {
	if f, ok := r.fns[key]; ok {
		return f
	}
	f := mk()
	r.fns[key] = f
	return f
}

func (r *reader) localsOf(f *fnode) map[string][]localDef {
	if f.locals != nil {
		return f.locals
	}
	loc := map[string][]localDef{}
	addFields := func(fl *ast.FieldList, scope ast.Node) {
		if fl == nil {
			return
		}
		for _, field := range fl.List {
			for _, n := range field.Names {
				loc[n.Name] = append(loc[n.Name], localDef{typ: field.Type, param: true, pos: scope.Pos(), scope: scope})
			}
		}
	}
	if f.decl != nil {
		addFields(f.decl.Recv, f.decl)
		addFields(f.decl.Type.Params, f.decl)
		addFields(f.decl.Type.Results, f.decl)
	} else {
		addFields(f.lit.Type.Params, f.lit)
		addFields(f.lit.Type.Results, f.lit)
	}
	var stack []ast.Node
	scope := func() ast.Node {
		for i := len(stack) - 1; i >= 0; i-- {
			switch stack[i].(type) {
			case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause, *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt,
				*ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.FuncLit:
				return stack[i]
			}
		}
		return f.body()
	}
	ast.Inspect(f.body(), func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		switch s := n.(type) {
		case *ast.FuncLit:
			addFields(s.Type.Params, s)
		case *ast.AssignStmt:
			if s.Tok != token.DEFINE && s.Tok != token.ASSIGN {
				break
			}
			for i, l := range s.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || id.Name == "_" {
					continue
				}
				d := localDef{pos: s.Pos(), end: s.End(), scope: scope(), assign: s.Tok == token.ASSIGN}
				if len(s.Lhs) == len(s.Rhs) {
					d.val = s.Rhs[i]
				} else if len(s.Rhs) == 1 {
					d.val, d.idx = s.Rhs[0], i
				}
				loc[id.Name] = append(loc[id.Name], d)
			}
		case *ast.ValueSpec:
			for i, id := range s.Names {
				d := localDef{typ: s.Type, pos: s.Pos(), end: s.End(), scope: scope()}
				if i < len(s.Values) {
					d.val = s.Values[i]
				}
				loc[id.Name] = append(loc[id.Name], d)
			}
		case *ast.RangeStmt:
			if id, ok := s.Key.(*ast.Ident); ok && id.Name != "_" {
				loc[id.Name] = append(loc[id.Name], localDef{rangeOf: s.X, rangeKey: true, pos: s.Pos(), end: s.X.End(), scope: s})
			}
			if id, ok := s.Value.(*ast.Ident); ok && id.Name != "_" {
				loc[id.Name] = append(loc[id.Name], localDef{rangeOf: s.X, pos: s.Pos(), end: s.X.End(), scope: s})
			}
		}
		stack = append(stack, n)
		return true
	})
	f.locals = loc
	return loc
}

// visible returns the definitions of a local that can reach a use: the last one made in a scope
// that encloses the use, and the assignments after it (in branches before the use).
func (r *reader) visible(f *fnode, name string, use token.Pos) []localDef {
	defs := r.localsOf(f)[name]
	var before []localDef
	for _, d := range defs {
		if d.end < use || d.param {
			before = append(before, d)
		}
	}
	if len(before) == 0 {
		return defs
	}
	last := -1
	for i, d := range before {
		if d.scope == nil || (d.scope.Pos() <= use && use <= d.scope.End()) {
			last = i
		}
	}
	if last < 0 {
		return before
	}
	out := []localDef{before[last]}
	for _, d := range before[last+1:] {
		if d.assign {
			out = append(out, d)
		}
	}
	return out
}

// ---- types: a type is an expression in the package that wrote it ----

type tref struct {
	p *pkg
	e ast.Expr
}

// typeSpec resolves a named type of the modules read (pointers stripped).
func (r *reader) typeSpec(t tref) (*pkg, *ast.TypeSpec) {
	if t.p == nil || t.e == nil {
		return nil, nil
	}
	switch x := t.e.(type) {
	case *ast.StarExpr:
		return r.typeSpec(tref{t.p, x.X})
	case *ast.ParenExpr:
		return r.typeSpec(tref{t.p, x.X})
	case *ast.IndexExpr:
		return r.typeSpec(tref{t.p, x.X})
	case *ast.Ident:
		if ts, ok := t.p.types[x.Name]; ok {
			return t.p, ts
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.importOf(t.p, x, id.Name); ok && r.pkgs[path] != nil {
				q := r.pkgs[path]
				if ts, ok := q.types[x.Sel.Name]; ok {
					return q, ts
				}
			}
		}
	}
	return nil, nil
}

// underlying returns the type expression a named type stands for (or the expression itself).
func (r *reader) underlying(t tref) tref {
	for i := 0; i < 8; i++ {
		if s, ok := t.e.(*ast.StarExpr); ok {
			t = tref{t.p, s.X}
			continue
		}
		q, ts := r.typeSpec(t)
		if ts == nil {
			return t
		}
		t = tref{q, ts.Type}
		if _, named := ts.Type.(*ast.Ident); !named {
			if _, sel := ts.Type.(*ast.SelectorExpr); !sel {
				return t
			}
		}
	}
	return t
}

func (r *reader) elemType(t tref, key bool) tref {
	u := r.underlying(t)
	switch x := u.e.(type) {
	case *ast.ArrayType:
		if key {
			return tref{}
		}
		return tref{u.p, x.Elt}
	case *ast.MapType:
		if key {
			return tref{u.p, x.Key}
		}
		return tref{u.p, x.Value}
	}
	return tref{}
}

func (r *reader) fieldType(t tref, name string, depth int) tref {
	if depth > 4 {
		return tref{}
	}
	u := r.underlying(t)
	st, ok := u.e.(*ast.StructType)
	if !ok {
		return tref{}
	}
	for _, f := range st.Fields.List {
		for _, n := range f.Names {
			if n.Name == name {
				return tref{u.p, f.Type}
			}
		}
	}
	for _, f := range st.Fields.List {
		if len(f.Names) == 0 {
			if ft := r.fieldType(tref{u.p, f.Type}, name, depth+1); ft.e != nil {
				return ft
			}
		}
	}
	return tref{}
}

// structField finds the field declaration behind X.F, for its flag tag.
func (r *reader) structFieldKey(t tref, name string) string {
	q, ts := r.typeSpec(t)
	if ts == nil {
		return ""
	}
	if st, ok := ts.Type.(*ast.StructType); ok {
		for _, f := range st.Fields.List {
			for _, n := range f.Names {
				if n.Name == name {
					return q.path + "." + ts.Name.Name + "." + name
				}
			}
		}
	}
	return ""
}

func (r *reader) isImportAlias(c ectx, id *ast.Ident) (string, bool) {
	if _, local := r.localsOf(c.f)[id.Name]; local {
		return "", false
	}
	return r.importOf(c.f.p, id, id.Name)
}

func (r *reader) pkgCtx(p *pkg) ectx {
	key := p.path + ".<package>"
	f := r.fnKey(key, func() *fnode {
		return &fnode{p: p, lit: &ast.FuncLit{Type: &ast.FuncType{}, Body: &ast.BlockStmt{}}, key: key}
	})
	return ectx{f: f}
}

func (r *reader) typeOf(c ectx, e ast.Expr, depth int) tref {
	if depth > 12 || e == nil {
		return tref{}
	}
	p := c.f.p
	switch x := e.(type) {
	case *ast.Ident:
		if _, ok := r.localsOf(c.f)[x.Name]; ok {
			for _, d := range r.visible(c.f, x.Name, x.Pos()) {
				var t tref
				switch {
				case d.typ != nil:
					t = tref{p, d.typ}
				case d.rangeOf != nil:
					t = r.elemType(r.typeOf(c, d.rangeOf, depth+1), d.rangeKey)
				case d.val != nil:
					if d.idx == 0 {
						t = r.typeOf(c, d.val, depth+1)
					} else if call, ok := d.val.(*ast.CallExpr); ok {
						t = r.resultType(c, call, d.idx, depth)
					}
				}
				if t.e != nil {
					return t
				}
			}
			return tref{}
		}
		if spec, ok := p.vars[x.Name]; ok {
			if spec.Type != nil {
				return tref{p, spec.Type}
			}
			for i, n := range spec.Names {
				if n.Name == x.Name && i < len(spec.Values) {
					return r.typeOf(r.pkgCtx(p), spec.Values[i], depth+1)
				}
			}
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.isImportAlias(c, id); ok {
				q := r.pkgs[path]
				if q == nil {
					return tref{}
				}
				if spec, ok := q.vars[x.Sel.Name]; ok {
					if spec.Type != nil {
						return tref{q, spec.Type}
					}
					for i, n := range spec.Names {
						if n.Name == x.Sel.Name && i < len(spec.Values) {
							return r.typeOf(r.pkgCtx(q), spec.Values[i], depth+1)
						}
					}
				}
				return tref{}
			}
		}
		return r.fieldType(r.typeOf(c, x.X, depth+1), x.Sel.Name, 0)
	case *ast.CallExpr:
		return r.resultType(c, x, 0, depth)
	case *ast.CompositeLit:
		if x.Type != nil {
			return tref{p, x.Type}
		}
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return r.typeOf(c, x.X, depth+1)
		}
	case *ast.StarExpr:
		return r.typeOf(c, x.X, depth+1)
	case *ast.ParenExpr:
		return r.typeOf(c, x.X, depth+1)
	case *ast.IndexExpr:
		return r.elemType(r.typeOf(c, x.X, depth+1), false)
	case *ast.TypeAssertExpr:
		if x.Type != nil {
			return tref{p, x.Type}
		}
	}
	return tref{}
}

func (r *reader) resultType(c ectx, call *ast.CallExpr, idx, depth int) tref {
	p := c.f.p
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		switch fn.Name {
		case "new":
			return tref{p, call.Args[0]}
		case "append":
			return r.typeOf(c, call.Args[0], depth+1)
		case "make":
			return tref{p, call.Args[0]}
		}
		if _, ok := p.types[fn.Name]; ok { // conversion
			return tref{p, fn}
		}
	case *ast.SelectorExpr:
		if id, ok := fn.X.(*ast.Ident); ok {
			if path, ok := r.isImportAlias(c, id); ok {
				if q := r.pkgs[path]; q != nil {
					if _, ok := q.types[fn.Sel.Name]; ok {
						return tref{p, fn}
					}
				}
			}
		}
	case *ast.ParenExpr:
		return tref{p, fn.X}
	}
	for _, callee := range r.calleesAt(c, call, depth+1) {
		res := callee.ftype().Results
		if res == nil {
			continue
		}
		i := 0
		for _, field := range res.List {
			n := len(field.Names)
			if n == 0 {
				n = 1
			}
			for k := 0; k < n; k++ {
				if i == idx {
					return tref{callee.p, field.Type}
				}
				i++
			}
		}
	}
	return tref{}
}

// ---- calls ----

func (r *reader) methodsNamed(t tref, name string, depth int) []*fnode {
	if depth > 4 {
		return nil
	}
	q, ts := r.typeSpec(t)
	if ts == nil {
		return nil
	}
	if it, ok := ts.Type.(*ast.InterfaceType); ok {
		return r.implementations(q, ts, it, name)
	}
	if m, ok := q.methods[ts.Name.Name][name]; ok {
		return []*fnode{r.fnOf(q, m)}
	}
	if st, ok := ts.Type.(*ast.StructType); ok {
		for _, f := range st.Fields.List {
			if len(f.Names) == 0 {
				if ms := r.methodsNamed(tref{q, f.Type}, name, depth+1); len(ms) > 0 {
					return ms
				}
			}
		}
	}
	return nil
}

func (r *reader) interfaceMethods(q *pkg, it *ast.InterfaceType, depth int) []string {
	var names []string
	for _, m := range it.Methods.List {
		if len(m.Names) > 0 {
			for _, n := range m.Names {
				names = append(names, n.Name)
			}
		} else if depth < 4 {
			if q2, ts := r.typeSpec(tref{q, m.Type}); ts != nil {
				if it2, ok := ts.Type.(*ast.InterfaceType); ok {
					names = append(names, r.interfaceMethods(q2, it2, depth+1)...)
				}
			}
		}
	}
	return names
}

func (r *reader) implementations(q *pkg, ts *ast.TypeSpec, it *ast.InterfaceType, name string) []*fnode {
	key := q.path + "." + ts.Name.Name + "." + name
	if out, ok := r.impls[key]; ok {
		return out
	}
	r.impls[key] = nil
	names := r.interfaceMethods(q, it, 0)
	var out []*fnode
	for _, p := range r.sortedPkgs() {
		if testDouble(p) {
			continue
		}
		var tnames []string
		for tn := range p.methods {
			tnames = append(tnames, tn)
		}
		sort.Strings(tnames)
		for _, tn := range tnames {
			ms := p.methods[tn]
			all := len(names) > 0
			for _, n := range names {
				if ms[n] == nil {
					all = false
					break
				}
			}
			if all && ms[name] != nil {
				out = append(out, r.fnOf(p, ms[name]))
			}
		}
	}
	r.impls[key] = out
	return out
}

// callees resolves the functions a call may run (nil for calls outside the modules read).
func (r *reader) callees(c ectx, call *ast.CallExpr) []*fnode {
	return r.calleesAt(c, call, 0)
}

func (r *reader) calleesAt(c ectx, call *ast.CallExpr, depth int) []*fnode {
	if depth > 12 {
		return nil
	}
	fun := call.Fun
	for {
		switch x := fun.(type) {
		case *ast.IndexExpr:
			fun = x.X
			continue
		case *ast.IndexListExpr:
			fun = x.X
			continue
		case *ast.ParenExpr:
			fun = x.X
			continue
		}
		break
	}
	p := c.f.p
	switch x := fun.(type) {
	case *ast.Ident:
		if _, local := r.localsOf(c.f)[x.Name]; local {
			return nil
		}
		if d, ok := p.funcs[x.Name]; ok {
			return []*fnode{r.fnOf(p, d)}
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.isImportAlias(c, id); ok {
				if q := r.pkgs[path]; q != nil {
					if d, ok := q.funcs[x.Sel.Name]; ok {
						return []*fnode{r.fnOf(q, d)}
					}
				}
				return nil
			}
		}
		t := r.typeOf(c, x.X, depth+1)
		if t.e == nil {
			r.unresolved[x.Sel.Name]++
			return nil
		}
		return r.methodsNamed(t, x.Sel.Name, 0)
	}
	return nil
}

// funcRefs are the functions of the modules an expression names without calling them.
func (r *reader) funcRefs(c ectx, n ast.Node) []*fnode {
	var out []*fnode
	skip := map[ast.Expr]bool{}
	ast.Inspect(n, func(m ast.Node) bool {
		switch x := m.(type) {
		case *ast.CallExpr:
			skip[x.Fun] = true
		case *ast.KeyValueExpr:
			skip[x.Key] = true
		case *ast.Ident:
			if skip[x] {
				return true
			}
			if _, local := r.localsOf(c.f)[x.Name]; local {
				return true
			}
			if d, ok := c.f.p.funcs[x.Name]; ok {
				out = append(out, r.fnOf(c.f.p, d))
			}
		case *ast.SelectorExpr:
			skip[x.Sel] = true
			if skip[x] {
				return true
			}
			if id, ok := x.X.(*ast.Ident); ok {
				if path, ok := r.isImportAlias(c, id); ok {
					if q := r.pkgs[path]; q != nil {
						if d, ok := q.funcs[x.Sel.Name]; ok {
							out = append(out, r.fnOf(q, d))
						}
					}
					return false
				}
			}
		}
		return true
	})
	return out
}

func (r *reader) calleeIs(c ectx, call *ast.CallExpr, importPath string, names ...string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	path, ok := r.isImportAlias(c, id)
	if !ok || path != importPath {
		return false
	}
	for _, n := range names {
		if sel.Sel.Name == n {
			return true
		}
	}
	return false
}

func methodName(call *ast.CallExpr) string {
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
		return sel.Sel.Name
	}
	return ""
}

// callSites: the calls of an unexported function, or of an unexported method by its name, in
// its own package, with the function each call is in.
func (r *reader) callSites(f *fnode, visit func(caller *fnode, call *ast.CallExpr) bool) {
	if f.decl == nil || ast.IsExported(f.decl.Name.Name) {
		return
	}
	name := f.decl.Name.Name
	for _, file := range f.p.files {
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			match := false
			switch fun := call.Fun.(type) {
			case *ast.Ident:
				match = f.decl.Recv == nil && fun.Name == name
			case *ast.SelectorExpr:
				match = f.decl.Recv != nil && fun.Sel.Name == name
			}
			if match {
				if caller := r.enclosing(f.p, file, call); caller != nil {
					return visit(caller, call)
				}
			}
			return true
		})
	}
}

func paramIndex(fd *ast.FuncDecl, name string) (int, ast.Expr) {
	i := 0
	for _, field := range fd.Type.Params.List {
		for _, n := range field.Names {
			if n.Name == name {
				return i, field.Type
			}
			i++
		}
	}
	return -1, nil
}

func (r *reader) enclosing(p *pkg, file *ast.File, n ast.Node) *fnode {
	for _, d := range file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && fd.Pos() <= n.Pos() && n.End() <= fd.End() {
			return r.fnOf(p, fd)
		}
	}
	return nil
}

var printerMethods = []string{"String", "Oneliner", "View", "Init", "Update", "Error"}

// rootsOf turns a run field's expression into functions: a function name, a literal, a call that
// returns a literal (deployContract(...)), another command's RunS field, or function references.
func (r *reader) rootsOf(rr rootRef) []*fnode {
	c := r.pkgCtx(rr.p)
	switch x := rr.e.(type) {
	case *ast.FuncLit:
		return []*fnode{r.fnLit(rr.p, x)}
	case *ast.Ident:
		if d, ok := rr.p.funcs[x.Name]; ok {
			return []*fnode{r.fnOf(rr.p, d)}
		}
	case *ast.CallExpr:
		return r.callees(c, x)
	case *ast.SelectorExpr:
		// pkg.Var.RunS: the field of another command.Command literal
		if inner, ok := x.X.(*ast.SelectorExpr); ok {
			if id, ok := inner.X.(*ast.Ident); ok {
				if path, ok := r.importOf(rr.p, inner, id.Name); ok {
					q := r.load(path)
					if spec, ok := q.vars[inner.Sel.Name]; ok {
						for _, v := range spec.Values {
							lit := v
							if u, ok := v.(*ast.UnaryExpr); ok {
								lit = u.X
							}
							if cl, ok := lit.(*ast.CompositeLit); ok {
								for _, el := range cl.Elts {
									if kv, ok := el.(*ast.KeyValueExpr); ok && kv.Key.(*ast.Ident).Name == x.Sel.Name {
										return r.rootsOf(rootRef{p: q, e: kv.Value, field: rr.field})
									}
								}
							}
						}
					}
				}
			}
		}
		if id, ok := x.X.(*ast.Ident); ok {
			if path, ok := r.importOf(rr.p, x, id.Name); ok {
				q := r.load(path)
				if d, ok := q.funcs[x.Sel.Name]; ok {
					return []*fnode{r.fnOf(q, d)}
				}
			}
		}
	case *ast.CompositeLit: // the arguments of a constructor call
		return r.funcRefs(c, x)
	}
	fail("%s: cannot tell which function runs the command (%T)", r.pos(rr.e.Pos()), rr.e)
	return nil
}

// sinkMethod tells the calls the analysis reads as effects instead of following them.
func (r *reader) stateSave(c ectx, call *ast.CallExpr) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	switch sel.Sel.Name {
	case "Save", "SaveDefault", "SaveEdited":
	default:
		return ""
	}
	q, ts := r.typeSpec(r.typeOf(c, sel.X, 0))
	if ts != nil && q.path == flowkitModule && ts.Name.Name == "State" {
		return sel.Sel.Name
	}
	return ""
}

// isInterfaceCall tells a method call on a value of an interface type of the modules read.
func (r *reader) isInterfaceCall(c ectx, call *ast.CallExpr) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if id, ok := sel.X.(*ast.Ident); ok {
		if _, alias := r.isImportAlias(c, id); alias {
			return false
		}
	}
	_, ts := r.typeSpec(r.typeOf(c, sel.X, 0))
	if ts == nil {
		return false
	}
	_, ok = ts.Type.(*ast.InterfaceType)
	return ok
}

// reach returns the functions reached from the roots, in a stable order. An interface method
// call reaches the implementations whose type the reached code builds (a composite literal,
// new(T), or a method called on a value of that type): rapid type analysis, seeded with the types
// the command wrapper builds for wrapped commands.
func (r *reader) reach(roots []*fnode, seed map[string]bool) ([]*fnode, map[string]bool) {
	seen := map[string]bool{}
	inst := map[string]bool{}
	for k := range seed {
		inst[k] = true
	}
	pending := map[string][]*fnode{}
	var order []*fnode
	queue := append([]*fnode{}, roots...)
	live := func(key string) {
		if key == "" || inst[key] {
			return
		}
		inst[key] = true
		queue = append(queue, pending[key]...)
		delete(pending, key)
	}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		if seen[f.key] {
			continue
		}
		seen[f.key] = true
		order = append(order, f)
		c := ectx{f: f}
		ast.Inspect(f.body(), func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if r.stateSave(c, x) != "" {
					return true
				}
				if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "new" && len(x.Args) == 1 {
					if q, ts := r.typeSpec(tref{f.p, x.Args[0]}); ts != nil {
						live(q.path + "." + ts.Name.Name)
					}
				}
				iface := r.isInterfaceCall(c, x)
				for _, g := range r.callees(c, x) {
					if iface && g.recv != "" && !inst[g.recv] {
						pending[g.recv] = append(pending[g.recv], g)
						continue
					}
					if !iface {
						live(g.recv)
					}
					if !seen[g.key] {
						queue = append(queue, g)
					}
				}
			case *ast.ValueSpec, *ast.CompositeLit:
				var t ast.Expr
				if vs, ok := x.(*ast.ValueSpec); ok {
					t = vs.Type
				} else {
					t = x.(*ast.CompositeLit).Type
				}
				q, ts := r.typeSpec(tref{f.p, t})
				if ts != nil {
					live(q.path + "." + ts.Name.Name)
					for _, m := range printerMethods {
						if d, ok := q.methods[ts.Name.Name][m]; ok {
							queue = append(queue, r.fnOf(q, d))
						}
					}
				}
			}
			return true
		})
		for _, g := range r.funcRefs(c, f.body()) {
			if !seen[g.key] {
				queue = append(queue, g)
			}
		}
	}
	sort.Slice(order, func(i, j int) bool { return order[i].key < order[j].key })
	return order, inst
}

// ---- effects: what the reached functions do, per command ----

func newBehaviour() *behaviour {
	return &behaviour{prints: map[string]*PrintFact{}, opens: map[string]*URLFact{}, writes: map[string]*FileFact{}, sections: map[string]bool{}}
}

// collect reads one reached function's effects.
func (r *reader) collect(f *fnode, b *behaviour) {
	c := ectx{f: f}
	r.walkWrites(c, b, f.body().List)
	r.networkChecks(c, b, f.body())
	isPrinter := f.decl != nil && f.decl.Recv != nil
	if isPrinter {
		isPrinter = false
		for _, m := range printerMethods {
			if f.decl.Name.Name == m && m != "Init" && m != "Update" {
				isPrinter = true
			}
		}
	}
	ast.Inspect(f.body(), func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.ReturnStmt:
			if isPrinter && len(x.Results) == 1 {
				if call, ok := x.Results[0].(*ast.CallExpr); ok && methodName(call) == "String" && len(call.Args) == 0 {
					return true // a builder's content, read from its writes
				}
				b.print(r.evalStr(c, x.Results[0], 0, false), "result", r.pos(x.Pos()))
			}
		case *ast.CallExpr:
			at := r.pos(x.Pos())
			switch {
			case r.calleeIs(c, x, "fmt", "Sprintf", "Sprint", "Sprintln"):
				b.print(r.evalStr(c, x, 0, false), "sprintf", at)
			case r.calleeIs(c, x, "fmt", "Errorf"), r.calleeIs(c, x, "errors", "New"):
				b.print(r.evalStr(c, x, 0, false), "error", at)
			case r.calleeIs(c, x, "github.com/pkg/browser", "OpenURL") && len(x.Args) == 1:
				r.open(c, b, x.Args[0], "browser", at)
			case r.calleeIs(c, x, "net/http", "Get", "Head", "Post", "PostForm") && len(x.Args) >= 1:
				r.open(c, b, x.Args[0], strings.ToUpper(methodName(x)), at)
			case r.isHTTPClientCall(c, x, "Get", "Head", "Post", "PostForm") && len(x.Args) >= 1:
				r.open(c, b, x.Args[0], strings.ToUpper(methodName(x)), at)
			case r.calleeIs(c, x, "net/http", "NewRequest") && len(x.Args) >= 2:
				for _, m := range r.evalStr(c, x.Args[0], 0, true) {
					r.open(c, b, x.Args[1], m, at)
				}
			case r.calleeIs(c, x, "net/http", "NewRequestWithContext") && len(x.Args) >= 3:
				for _, m := range r.evalStr(c, x.Args[1], 0, true) {
					r.open(c, b, x.Args[2], m, at)
				}
			case r.calleeIs(c, x, "os", "Create", "OpenFile") && len(x.Args) >= 1:
				r.writeFile(c, b, x.Args[0], "file", at)
			case r.calleeIs(c, x, "os", "Rename") && len(x.Args) == 2:
				r.writeFile(c, b, x.Args[1], "moved here", at)
			}
			if msg, via, ok := r.loggerLine(c, x); ok {
				b.print(msg, via, at)
			}
			if line, ok := r.zerologLine(c, x); ok {
				b.print(line, "log", at)
			}
			name := methodName(x)
			switch {
			case name == "WriteFile" && len(x.Args) >= 2:
				r.writeFile(c, b, x.Args[0], "file", at)
			case (name == "MkdirAll" || name == "Mkdir") && len(x.Args) >= 1:
				r.writeFile(c, b, x.Args[0], "folder", at)
			}
			if save := r.stateSave(c, x); save != "" {
				r.configSave(c, b, x, save, at)
			}
			if sel, ok := x.Fun.(*ast.SelectorExpr); ok && mutator.MatchString(sel.Sel.Name) {
				if q, ts := r.typeSpec(r.typeOf(c, sel.X, 0)); ts != nil {
					if sec := r.sectionTypes[q.path+"."+ts.Name.Name]; sec != "" {
						b.sections[sec] = true
					}
				}
			}
			// the messages of prompts
			if callees := r.callees(c, x); len(callees) == 1 && callees[0].p.path == cliModule+"/internal/prompt" {
				for _, a := range x.Args {
					if alts := r.evalStr(c, a, 0, false); !onlyWild(alts) {
						b.print(alts, "prompt", at)
					}
				}
			}
		}
		return true
	})
}

// behaviourOf reads what the functions reached from the roots do.
func (r *reader) behaviourOf(roots []*fnode, seed map[string]bool) (*behaviour, map[string]bool) {
	b := newBehaviour()
	fns, inst := r.reach(roots, seed)
	b.fns = fns
	r.curInst = inst
	for _, f := range fns {
		r.collect(f, b)
	}
	r.curInst = nil
	return b, inst
}

func (b *behaviour) fill(c *Command) {
	if len(b.checks) == 0 {
		c.Networks = "all"
	} else {
		rejected := map[string]bool{}
		for _, ch := range b.checks {
			for _, n := range ch.Rejects {
				rejected[n] = true
			}
		}
		nf := &NetworkFacts{Accepts: []string{}, Checks: b.checks}
		for _, n := range networkUniverse {
			if !rejected[n] {
				nf.Accepts = append(nf.Accepts, n)
			}
		}
		sort.Slice(nf.Checks, func(i, j int) bool { return nf.Checks[i].Source < nf.Checks[j].Source })
		c.Networks = nf
	}
	c.Opens, c.Writes, c.Prints = b.lists()
}

func (b *behaviour) lists() ([]*URLFact, []*FileFact, []*PrintFact) {
	var sections []string
	for s := range b.sections {
		sections = append(sections, s)
	}
	sort.Strings(sections)
	for _, w := range b.configAt {
		w.Sections = sections
	}
	opens := []*URLFact{}
	for _, o := range b.opens {
		opens = append(opens, o)
	}
	sort.Slice(opens, func(i, j int) bool { return opens[i].Source+opens[i].URL < opens[j].Source+opens[j].URL })
	writes := []*FileFact{}
	for _, w := range b.writes {
		writes = append(writes, w)
	}
	sort.Slice(writes, func(i, j int) bool { return writes[i].Source+writes[i].File < writes[j].Source+writes[j].File })
	prints := []*PrintFact{}
	for _, p := range b.prints {
		prints = append(prints, p)
	}
	sort.Slice(prints, func(i, j int) bool {
		if prints[i].Source != prints[j].Source {
			return prints[i].Source < prints[j].Source
		}
		return prints[i].Format < prints[j].Format
	})
	return opens, writes, prints
}

// srcLess orders source positions by file, then line number.
func srcLess(a, b string) bool {
	ai, bi := strings.LastIndex(a, ":"), strings.LastIndex(b, ":")
	if ai < 0 || bi < 0 || a[:ai] != b[:bi] {
		return a < b
	}
	an, _ := strconv.Atoi(a[ai+1:])
	bn, _ := strconv.Atoi(b[bi+1:])
	return an < bn
}

// analyse fills in every command's behaviour and returns the wrapper's.
func (r *reader) analyse(commands []*Command) map[string]any {
	r.loadAll()
	r.readNetworks()
	r.readSections()
	cmdPkg := r.pkgs[cliModule+"/internal/command"]
	add := cmdPkg.methods["Command"]["AddToParent"]
	if add == nil {
		fail("internal/command: no Command.AddToParent")
	}
	wb, wrapperTypes := r.behaviourOf([]*fnode{r.fnOf(cmdPkg, add)}, nil)
	wrap := r.readWrapperNeeds(add)
	for _, c := range commands {
		if len(c.roots) == 0 || c.AddedBy == "cobra" {
			continue
		}
		var roots []*fnode
		for _, rr := range c.roots {
			for _, f := range r.rootsOf(rr) {
				roots = append(roots, f)
				at := f.key
				if f.decl != nil {
					at = r.pos(f.decl.Pos())
				}
				c.Runs = append(c.Runs, at)
			}
		}
		sort.Strings(c.Runs)
		var seed map[string]bool
		if c.Wrapped {
			seed = wrapperTypes
		}
		b, _ := r.behaviourOf(roots, seed)
		b.fill(c)
		r.needs(c, roots, b, wrap)
	}
	for _, c := range commands {
		sort.SliceStable(c.Prints, func(i, j int) bool { return srcLess(c.Prints[i].Source, c.Prints[j].Source) })
	}
	opens, writes, prints := wb.lists()
	sort.SliceStable(prints, func(i, j int) bool { return srcLess(prints[i].Source, prints[j].Source) })
	if len(wb.checks) > 0 {
		fail("the command wrapper restricts networks: read how")
	}
	var unresolved []string
	for m, n := range r.unresolved {
		unresolved = append(unresolved, fmt.Sprintf("%s×%d", m, n))
	}
	sort.Strings(unresolved)
	fmt.Fprintf(os.Stderr, "read-facts: method calls on values of types outside the modules read (not followed): %d names\n", len(unresolved))
	r.readEdits(commands)
	return map[string]any{
		"source":       r.pos(add.Pos()),
		"opens":        opens,
		"writes":       writes,
		"prints":       prints,
		"config":       wrap.config,
		"versionCheck": wrap.versionCheck,
		"usageMetrics": wrap.usageMetrics,
		"crashReports": wrap.crashReports,
	}
}
