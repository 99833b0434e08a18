import yaml, json, re
doc = yaml.safe_load(open('openapi/openapi.yaml'))
out = []
def jp(path):
    s = '$'
    for p in path:
        if isinstance(p, int): s += f'[{p}]'
        elif re.match(r'^[A-Za-z_][A-Za-z0-9_]*$', p): s += '.' + p
        else: s += "['" + p + "']"
    return s
def walk(node, path):
    if isinstance(node, dict):
        if path and path[-1] in ('example','examples','value') : return
        fields = {k: v for k, v in node.items() if k in ('description','summary','title') and isinstance(v, str)}
        if fields and not (len(path)>=2 and path[-2]=='properties' and False):
            out.append((path, fields))
        for k, v in node.items():
            if k in ('example',): continue
            if k == 'examples' and isinstance(v, dict):
                for en, ev in v.items():
                    if isinstance(ev, dict) and 'summary' in ev: out.append((path+['examples',en], {'summary': ev['summary']}))
                continue
            walk(v, path + [k])
    elif isinstance(node, list):
        for i, v in enumerate(node):
            if isinstance(v, dict) and 'name' in v and 'in' in v:
                walk(v, path + [f"?(@.name=='{v['name']}')"])
            else:
                walk(v, path + [i])
walk(doc, [])
for path, fields in out:
    print(json.dumps([jp(path).replace("['?(","[?(").replace(")']",")]"), fields], ensure_ascii=False))
